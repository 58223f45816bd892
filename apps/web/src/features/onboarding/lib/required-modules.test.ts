import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS, type LanguagesData, type Module } from '@parley/contracts';
import { makeUser } from '../../../test/fixtures.ts';
import { initialLanguages, requiredResults, requiredSteps } from './required-modules.ts';

const module = (id: Module['id']): Module => ({ id, is_required: true, is_submitted: false, config: null });
const english: LanguagesData['speaking'] = [{ code: 'en', proficiency: 4 }];

describe('the required modules', () => {
  it('asks only what the server still requires, Teach or Learn first', () => {
    expect(requiredSteps([module('LanguageQuestionnaire'), module('TeacherStudentQuestionnaire')])).toEqual([
      'status',
      'languages',
    ]);
    expect(requiredSteps([module('LanguageQuestionnaire')])).toEqual(['languages']);
    expect(requiredSteps([module('OnboardingTourModule')])).toEqual([]);
  });

  it('starts from the user languages, or English for a list that is no valid answer', () => {
    const spanish: LanguagesData['speaking'] = [{ code: 'es', proficiency: 2 }];
    expect(initialLanguages(makeUser({ speaking: spanish, learning: [] }))).toEqual({ speaking: spanish, learning: english });
  });

  it('sends the answers of the steps asked, and refuses an empty language list with the contract text', () => {
    const languages = { speaking: english, learning: english };
    expect(requiredResults(['status', 'languages'], 'TEACHER', languages)).toEqual({
      ok: true,
      results: [
        { id: 'TeacherStudentQuestionnaire', data: { status: 'TEACHER' } },
        { id: 'LanguageQuestionnaire', data: languages },
      ],
    });
    expect(requiredResults(['status'], 'STUDENT', { speaking: [], learning: [] })).toMatchObject({ ok: true });
    expect(requiredResults(['languages'], 'STUDENT', { speaking: [], learning: english })).toEqual({
      ok: false,
      invalid: PROFILE_TEXTS.languagesRequired,
    });
  });
});

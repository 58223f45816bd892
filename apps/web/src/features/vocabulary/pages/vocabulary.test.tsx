import { fillPath, ROUTES, speechApi, vocabularyApi, type QuizResult, type QuizSession } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const session: QuizSession = {
  due: 2,
  questions: [
    {
      word_id: 1,
      type: 'MEANING_TO_WORD',
      prompt: 'extremely tired',
      hint: '9 letters, starting with “e”',
      choices: [],
      cefr_level: 'B1',
    },
    {
      word_id: 2,
      type: 'WORD_TO_MEANING',
      prompt: 'journey',
      hint: null,
      choices: ['very good to eat', 'the act of traveling from one place to another'],
      cefr_level: 'A2',
    },
  ],
};
const result = (over: Partial<QuizResult>): QuizResult => ({
  correct: true,
  grade: 'GOOD',
  expected: 'exhausted',
  heard: null,
  accuracy_score: null,
  message: 'Well done!',
  due_at: '2026-03-01T10:10:00.000Z',
  ...over,
});

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
  setSession(makeSession({ id: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('vocabulary quiz', () => {
  it('asks each due word, sends the answer to be graded, shows the verdict and ends with a summary', async () => {
    const api = fakeApi({
      [`GET ${vocabularyApi.quiz.path}`]: () => json(200, session),
      [`GET ${vocabularyApi.due.path}`]: () => json(200, { due: 2, next_due_at: null }),
      [`POST ${fillPath(vocabularyApi.answer.path, { wordId: 1 })}`]: () => json(200, result({})),
      [`POST ${fillPath(vocabularyApi.answer.path, { wordId: 2 })}`]: () =>
        json(
          200,
          result({
            correct: false,
            grade: 'AGAIN',
            expected: 'the act of traveling from one place to another',
            message: '“journey” means: the act of traveling from one place to another',
          }),
        ),
    });
    renderApp(ROUTES.dashboardQuizVocabulary);
    const user = userEvent.setup();
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    const first = screen.getByRole('region', { name: 'Which word has this meaning?' });
    expect(within(first).getByLabelText('Level B1')).toBeTruthy();
    await user.type(within(first).getByRole('textbox', { name: 'Your answer' }), 'exhausted');
    await user.click(within(first).getByRole('button', { name: 'Check' }));
    expect((await within(first).findByRole('status')).textContent).toContain('Right! Well done!');
    expect(api.to('POST', fillPath(vocabularyApi.answer.path, { wordId: 1 }))[0]!.body).toEqual({
      type: 'MEANING_TO_WORD',
      answer: 'exhausted',
    });
    await user.click(within(first).getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('region', { name: 'What does this word mean?' });
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    await user.click(within(second).getByRole('radio', { name: 'very good to eat' }));
    await user.click(within(second).getByRole('button', { name: 'Check' }));
    const verdict = await within(second).findByRole('status');
    expect(verdict.textContent).toContain('Not yet');
    expect(verdict.textContent).toContain('Answer: the act of traveling from one place to another');
    await user.click(within(second).getByRole('button', { name: 'See results' }));

    const summary = await screen.findByRole('region', { name: 'Session complete' });
    expect(within(summary).getByText('You knew 1 of 2 words.')).toBeTruthy();
    expect(within(summary).getByText('the act of traveling from one place to another')).toBeTruthy();
  });

  it('says so when nothing is due', async () => {
    fakeApi({
      [`GET ${vocabularyApi.quiz.path}`]: () => json(200, { due: 0, questions: [] }),
      [`GET ${vocabularyApi.due.path}`]: () => json(200, { due: 0, next_due_at: null }),
    });
    renderApp(ROUTES.dashboardQuizVocabulary);
    expect(await screen.findByText('No words to practise now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my words' }).getAttribute('href')).toBe(ROUTES.dashboardVocabulary);
  });
});

describe('adding a word', () => {
  it('looks the word up, fills in the chosen meaning and shows the server’s refusal', async () => {
    const api = fakeApi({
      [`GET ${vocabularyApi.list.path}`]: () => json(200, { items: [], total: 0, limit: 20, offset: 0 }),
      [`GET ${vocabularyApi.due.path}`]: () => json(200, { due: 0, next_due_at: null }),
      [`GET ${speechApi.dictionary.path}`]: () =>
        json(200, {
          word: 'journey',
          language: 'en',
          phonemes: [['JH', 'ER1', 'N', 'IY0']],
          tts_url: null,
          cefr_level: 'A2',
          meanings: [
            { part_of_speech: 'noun', definition: 'the act of traveling', examples: ['a long journey'] },
            { part_of_speech: 'verb', definition: 'travel upon or across', examples: [] },
          ],
        }),
      [`POST ${vocabularyApi.create.path}`]: () => apiError(409, 'CONFLICT', 'This word is already in your vocabulary'),
    });
    renderApp(ROUTES.dashboardVocabulary);
    const user = userEvent.setup();
    expect(await screen.findByText('No words yet')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Add word' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a word' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Word' }), 'journey');
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    await user.click(await within(dialog).findByRole('radio', { name: '(verb) travel upon or across' }));
    expect((within(dialog).getByRole('textbox', { name: 'Meaning' }) as HTMLTextAreaElement).value).toBe('travel upon or across');
    await user.click(within(dialog).getByRole('button', { name: 'Add to my words' }));
    expect(await within(dialog).findByText('This word is already in your vocabulary')).toBeTruthy();
    expect(api.to('POST', vocabularyApi.create.path)[0]!.body).toEqual({
      word: 'journey',
      meaning: 'travel upon or across',
      example: '',
      source: 'DICTIONARY',
    });
  });
});

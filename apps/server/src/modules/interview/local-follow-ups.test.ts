import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../../platform/speech/port.ts';
import { localFollowUps, topicsOf } from './local-follow-ups.ts';

const heard = (text: string, confidence = 0.9): TimedWord[] =>
  text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence }));

describe('local follow-up questions', () => {
  it('ask about the topics the learner talked about, repeated and longer ones first', () => {
    const said = heard(
      'i worked in a hospital for three years as a nurse and i led the night shift team the night shift team had a problem with patient records',
    );
    const questions = localFollowUps(said, 'job-interview');
    expect(questions).toHaveLength(3);
    expect(questions[0]).toBe('You mentioned the night shift team. Could you tell me more about your part in it?');
    expect(questions.join(' ')).toMatch(/patient records|hospital/);
  });

  it('leave out words the recogniser was unsure of, or heard through a mispronunciation', () => {
    const said = [
      ...heard('i love my garden'),
      ...heard('submarine', 0.3),
      { word: 'volcano', start: 9, end: 9.5, confidence: 0.95, heardVariant: 'v-b' },
    ];
    const text = localFollowUps(said, 'ielts').join(' ');
    expect(text).toContain('garden');
    expect(text).not.toMatch(/submarine|volcano/);
  });

  it('fill the steps with general follow-ups when nothing usable was heard', () => {
    expect(localFollowUps([], 'ielts')).toEqual([
      'Could you give me an example of that from your own life?',
      'Why do you think that is?',
      'Is that the same for most people in your country?',
    ]);
  });

  it('skip nouns too general to ask about and phrases already covered', () => {
    expect(topicsOf('i had a problem one day with things')).toEqual([]);
    expect(topicsOf('the city library and the library')).toEqual(['the city library']);
    expect(topicsOf('at my last job we had late deliveries')).toEqual(['your last job', 'late deliveries']);
  });
});

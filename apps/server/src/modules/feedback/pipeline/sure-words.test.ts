import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../../../platform/speech/port.ts';
import { MIN_FINDING_CONFIDENCE, sureByLine, sureWords } from './sure-words.ts';

const word = (text: string, confidence: number, learnerFormOf?: string): TimedWord => ({
  word: text,
  start: 0,
  end: 0.1,
  confidence,
  ...(learnerFormOf ? { learnerFormOf } : {}),
});

describe('sureWords', () => {
  it('keeps confident words and drops those under the floor', () => {
    const words = [word('she', 1), word('bath', MIN_FINDING_CONFIDENCE - 0.01), word('work', MIN_FINDING_CONFIDENCE)];
    expect(sureWords(words, new Set())).toEqual([true, false, true]);
  });

  it('takes a learner form only when the audio confirmed it, however confident the recogniser was', () => {
    // "I go to the gym" heard as "i goed to the gym" at 0.76: the inserted form is not confirmed.
    const words = [word('i', 0.99), word('goed', 0.76, 'went'), word('he', 1), word('goed', 0.2, 'went')];
    expect(sureWords(words, new Set([3]))).toEqual([true, false, true, true]);
  });

  it('cuts the flags by transcript line', () => {
    expect(sureByLine([{ words: [1, 2] }, { words: [3] }] as never, [true, false, true])).toEqual([[true, false], [true]]);
  });
});

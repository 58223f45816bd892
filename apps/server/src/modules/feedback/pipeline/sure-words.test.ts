import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../../../platform/speech/port.ts';
import type { Reheard } from '../../../platform/speech/rival-redecode.ts';
import { MIN_FINDING_CONFIDENCE, MIN_FIT, sureWords } from './sure-words.ts';

const word = (text: string, confidence: number, learnerFormOf?: string): TimedWord => ({
  word: text,
  start: 0,
  end: 0.1,
  confidence,
  ...(learnerFormOf ? { learnerFormOf } : {}),
});
const again = (text: string | null, fit = 0.8, heard = true): Reheard => ({ word: text, start: 0, end: 0.1, fit, heard });

describe('sureWords', () => {
  it('keeps confident words and drops those under the floor where the re-decode did not run', () => {
    const words = [word('she', 1), word('bath', MIN_FINDING_CONFIDENCE - 0.01), word('work', MIN_FINDING_CONFIDENCE)];
    expect(sureWords(words, [])).toEqual([true, false, true]);
  });

  it('takes a learner form only when the re-decode kept it, however confident the recogniser was', () => {
    // "I go to the gym" heard as "i goed to the gym" at 0.76: the re-decode puts "go" back.
    const words = [word('i', 0.99), word('goed', 0.76, 'went'), word('he', 1), word('goed', 0.2, 'went')];
    const heard = [again('i'), again('go', 0.9, false), again('he'), again('goed')];
    expect(sureWords(words, heard)).toEqual([true, false, true, true]);
    expect(sureWords(words, [])).toEqual([true, false, true, false]);
  });

  it('drops a confident word the audio fits badly, replaced, or in a line that fits no path', () => {
    const words = [word('left', 0.9), word('calmer', 0.9), word('goes', 0.9), word('to', 0.9)];
    expect(sureWords(words, [again('left', MIN_FIT - 0.01), again('calmer', MIN_FIT), again('go'), null])).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});

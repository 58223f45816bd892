import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../../../platform/speech/port.ts';
import type { Reheard } from '../../../platform/speech/rival-redecode.ts';
import { heardLines } from './heard-lines.ts';
import { MIN_FIT } from './sure-words.ts';
import { transcriptLines } from './transcript-lines.ts';

const recognised = (text: string, confidence = 0.9): TimedWord[] =>
  text.split(' ').map((w, i) => ({ word: w, start: i * 0.5, end: i * 0.5 + 0.4, confidence }));
const again = (word: string | null, fit = 0.8, heard = true): Reheard => ({ word, start: 9, end: 9.4, fit, heard });

describe('heardLines', () => {
  it('puts the rival the audio picked in the recognised word’s place and drops an article heard as nothing', () => {
    const words = recognised('she goes to the gym');
    const heard = [again('she'), again('go'), again('to'), again(null), again('gym')];
    const { lines, fits } = heardLines(transcriptLines(words), words, heard);
    expect(lines[0]).toMatchObject({ text: 'she go to gym', words: [{ word: 'she' }, { word: 'go', start: 9 }, {}, {}] });
    expect(fits).toEqual([[true, true, true, true]]);
  });

  it('takes no word that fits the audio badly, recognised or picked, however confident the recogniser was', () => {
    // "last summer" recognised as "left calmer" with confidence: the forced alignment fits it badly.
    const words = recognised('go anywhere left calmer');
    const heard = [again('go'), again('anywhere'), again('left', MIN_FIT - 0.1), again('calmer', MIN_FIT - 0.2)];
    expect(heardLines(transcriptLines(words), words, heard).fits).toEqual([[true, true, false, false]]);
    const picked = [again('goes', MIN_FIT - 0.01), again('anywhere'), again('left'), again('calmer')];
    expect(heardLines(transcriptLines(words), words, picked).fits[0]![0]).toBe(false);
  });

  it('does not quote a standard word put back for a learner form, nor any word of a line the audio does not fit', () => {
    const words = [
      ...recognised('i goed'),
      ...recognised('to school').map((w) => ({ ...w, start: w.start + 5, end: w.end + 5 })),
    ];
    words[1] = { ...words[1]!, learnerFormOf: 'went' };
    const heard = [again('i'), again('went', 0.9, false), null, null];
    const { lines, fits } = heardLines(transcriptLines(words), words, heard);
    expect(lines.map((l) => l.text)).toEqual(['i went', 'to school']);
    expect(fits).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('lets a word the re-decode did not reach stand on its own, whatever its confidence, but not a learner form', () => {
    const words = recognised('yesterday i goed home', 0.3);
    words[2] = { ...words[2]!, learnerFormOf: 'went' };
    expect(
      heardLines(
        transcriptLines(words),
        words,
        words.map(() => undefined),
      ).fits,
    ).toEqual([[true, true, false, true]]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../spoken-token.ts';
import { MAX_SEGMENT_WORDS, segmentsOf, splitAtLongestPause } from './segments.ts';

/** Words 0.3 s long, 0.1 s apart, unless a gap before a word is given. */
function timed(text: string, gapsBefore: Record<number, number> = {}): TimedWord[] {
  let at = 1;
  return text.split(' ').map((word, i) => {
    at += gapsBefore[i] ?? (i === 0 ? 0 : 0.1);
    const w = { word, start: at, end: at + 0.3, confidence: 0.9 };
    at += 0.3;
    return w;
  });
}

const wordsOf = (s: { words: { entry: { word: string } }[] }) => s.words.map((w) => w.entry.word).join(' ');

describe('segmentsOf', () => {
  it('cuts at long pauses and pads the audio without reaching into a neighbour', () => {
    const transcript = timed('i think so but we went home', { 3: 0.8 });
    const { segments, skipped } = segmentsOf(transcript);
    expect(segments.map(wordsOf)).toEqual(['i think so', 'but we went home']);
    expect(skipped).toEqual([]);
    expect(segments[0]!.start).toBeCloseTo(0.85);
    expect(segments[0]!.end).toBeCloseTo(transcript[2]!.end + 0.15);
    expect(segments[1]!.words[0]).toMatchObject({ wordIdx: 3, start: transcript[3]!.start });
    const tight = segmentsOf(timed('i think so')).segments[0]!;
    expect(tight.start).toBeCloseTo(0.85);
  });

  it('leaves out words the dictionary lacks, with the reason, and splits around them', () => {
    const { segments, skipped } = segmentsOf(timed('we met qzxv yesterday at [NOISE] noon'));
    expect(segments.map(wordsOf)).toEqual(['we met', 'yesterday at', 'noon']);
    expect(skipped).toEqual([
      { wordIdx: 2, word: 'qzxv', reason: 'not in the pronouncing dictionary' },
      { wordIdx: 5, word: '[NOISE]', reason: 'not in the pronouncing dictionary' },
    ]);
    const around = segmentsOf(timed('we met qzxv yesterday')).segments;
    expect(around[0]!.end).toBeLessThanOrEqual(timed('we met qzxv yesterday')[2]!.start);
  });

  it('keeps segments short, cutting a long run at its longest pause', () => {
    const long = timed('one two three four five six seven eight nine ten eleven twelve', { 4: 0.4 });
    const { segments } = segmentsOf(long);
    expect(segments.map((s) => s.words.length)).toEqual([4, 8]);
    expect(segments.every((s) => s.words.length <= MAX_SEGMENT_WORDS)).toBe(true);
  });
});

describe('splitAtLongestPause', () => {
  it('cuts in the middle when the pauses are equal', () => {
    const { segments } = segmentsOf(timed('we walked through the park'));
    const [a, b] = splitAtLongestPause(segments[0]!.words);
    expect([a.length, b.length]).toEqual([2, 3]);
  });
});

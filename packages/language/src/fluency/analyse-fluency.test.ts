import { describe, expect, it } from 'vitest';
import { CITY_DURATION_SECONDS, cityWithPauses } from '../../test/fixtures/city-with-pauses.ts';
import { marketStory } from '../../test/fixtures/market-story.ts';
import type { TimedWord } from '../spoken-token.ts';
import { analyseFluency } from './analyse-fluency.ts';

/** Hosted-engine words with their own timings: [word, start, end]. */
const timed = (rows: [string, number, number][]): TimedWord[] => rows.map(([word, start, end]) => ({ word, start, end }));

describe('fluency analysis', () => {
  it('measures a pocketsphinx transcript: pauses over 1 s, fillers, speaking time and speed', () => {
    const result = analyseFluency(cityWithPauses, CITY_DURATION_SECONDS);
    expect(result.pauses).toHaveLength(2);
    expect(result.pauses[0]).toMatchObject({ start: 1.94, end: 3.85, afterWordIdx: 8 });
    expect(result.pauses[0]!.seconds).toBeCloseTo(1.91, 5);
    // The "uh" heard as [SPEECH] is a sound, so the silence after "everywhere" is cut in two: only the second is long.
    expect(result.pauses[1]).toMatchObject({ start: 8.91, end: 10.88 });
    expect(result.fillers.map((f) => [f.word, f.wordIdx, f.start, f.end])).toEqual([
      ['um', [11], 3.85, 4.28],
      ['i mean', [31, 32], 10.88, 11.52],
    ]);
    expect(result.wordCount).toBe(26);
    expect(result.durationSeconds).toBe(CITY_DURATION_SECONDS);
    expect(result.speakingSeconds).toBeCloseTo(13.52 - 0.2 - 1.91 - 1.97, 5);
    expect(result.wordsPerMinute).toBeCloseTo((26 * 60) / 9.44, 5);
    expect(result.fillersPerMinute).toBeCloseTo((2 * 60) / 9.44, 5);
  });

  it('finds no pause and no filler in fluent reading, and a plausible speed', () => {
    const result = analyseFluency(marketStory, 19.9);
    expect(result.pauses).toEqual([]);
    expect(result.fillers).toEqual([]);
    expect(result.wordsPerMinute).toBeGreaterThan(150);
    expect(result.wordsPerMinute).toBeLessThan(250);
  });

  it('tells fillers from the same words used as verbs and in questions', () => {
    const result = analyseFluency(
      timed([
        ['So,', 0.0, 0.2],
        ['um,', 0.4, 0.7],
        ['I', 0.9, 1.0],
        ['like', 1.0, 1.2],
        ['the', 1.2, 1.3],
        ['city.', 1.3, 1.7],
        ['Do', 2.0, 2.1],
        ['you', 2.1, 2.2],
        ['know', 2.2, 2.4],
        ['the', 2.4, 2.5],
        ['museum?', 2.5, 3.0],
        ['It', 3.3, 3.4],
        ['is,', 3.4, 3.6],
        ['like,', 3.7, 3.9],
        ['really', 4.0, 4.3],
        ['big,', 4.3, 4.6],
        ['you', 4.7, 4.8],
        ['know,', 4.8, 5.0],
        ['and', 5.1, 5.2],
        ['[uh]', 5.3, 5.6],
        ['I', 5.7, 5.8],
        ['mean,', 5.8, 6.0],
        ['it', 6.1, 6.2],
        ['looks', 6.2, 6.4],
        ['like', 6.4, 6.6],
        ['a', 6.6, 6.7],
        ['palace.', 6.7, 7.2],
        ['I', 7.5, 7.6],
        ['mean', 7.6, 7.8],
        ['it.', 7.8, 8.0],
      ]),
      8.5,
    );
    expect(result.fillers.map((f) => f.word)).toEqual(['um', 'like', 'you know', 'uh', 'i mean']);
    expect(result.fillers[1]).toMatchObject({ wordIdx: [13], start: 3.7, end: 3.9 });
    expect(result.fillers[2]).toMatchObject({ wordIdx: [16, 17], start: 4.7, end: 5.0 });
    expect(result.wordCount).toBe(30 - 2 - 1 - 2 - 2);
    expect(result.pauses).toEqual([]);
  });

  it('counts a pause only when it is over one second', () => {
    const result = analyseFluency(
      timed([
        ['we', 0, 0.3],
        ['went', 0.3, 0.6],
        ['home', 1.6, 2.0],
        ['after', 3.01, 3.3],
        ['<sil>', 3.3, 4.9],
        ['dinner', 4.9, 5.4],
      ]),
      6,
    );
    expect(result.pauses.map((p) => [p.start, p.end])).toEqual([
      [2.0, 3.01],
      [3.3, 4.9],
    ]);
    expect(result.speakingSeconds).toBeCloseTo(5.4 - 1.01 - 1.6, 5);
  });

  it('answers zeros for a recording with no speech', () => {
    const result = analyseFluency(
      timed([
        ['<s>', 0, 0.1],
        ['<sil>', 0.1, 3],
        ['</s>', 3, 3.1],
      ]),
      3.2,
    );
    expect(result).toEqual({
      durationSeconds: 3.2,
      speakingSeconds: 0,
      wordCount: 0,
      wordsPerMinute: 0,
      pauses: [],
      fillers: [],
      fillersPerMinute: 0,
    });
  });
});

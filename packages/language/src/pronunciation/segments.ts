import type { TimedWord } from '../spoken-token.ts';
import { variantsOf, type WordPronunciations } from './variants.ts';
import type { VariantRule } from './variant-rules.ts';

export interface SegmentWord {
  wordIdx: number;
  entry: WordPronunciations;
  start: number;
  end: number;
}

/** Words aligned together, and the stretch of audio cut for them (wider than the words, never into a neighbour). */
export interface Segment {
  start: number;
  end: number;
  words: SegmentWord[];
}

export interface SkippedWord {
  wordIdx: number;
  word: string;
  reason: 'not in the pronouncing dictionary' | 'audio did not fit the word' | 'recognition unsure of the word';
}

/** A pause this long ends a segment: alignment then never spans one. */
const PAUSE_SECONDS = 0.5;
export const MAX_SEGMENT_WORDS = 10;
/** Audio kept around a segment's words, since the recogniser's word edges are approximate. */
const PAD_SECONDS = 0.15;

/** The two halves of a run, cut at its longest pause (the middle when pauses are equal). */
export function splitAtLongestPause(run: readonly SegmentWord[]): [SegmentWord[], SegmentWord[]] {
  let cut = Math.floor(run.length / 2);
  let longest = -Infinity;
  for (let i = 1; i < run.length; i++) {
    const gap = run[i]!.start - run[i - 1]!.end;
    const nearerMiddle = Math.abs(i - run.length / 2) < Math.abs(cut - run.length / 2);
    if (gap > longest || (gap === longest && nearerMiddle)) {
      longest = gap;
      cut = i;
    }
  }
  return [run.slice(0, cut), run.slice(cut)];
}

/**
 * The audio bounds of a run of transcript words: padded, but stopping halfway to the transcript's neighbouring
 * words so that no part of another word is heard.
 */
export function segmentOf(run: SegmentWord[], transcript: readonly TimedWord[]): Segment {
  const first = run[0]!;
  const last = run.at(-1)!;
  const before = transcript[first.wordIdx - 1];
  const after = transcript[last.wordIdx + 1];
  const start = Math.max(0, first.start - PAD_SECONDS, before ? (before.end + first.start) / 2 : 0);
  const end = Math.min(last.end + PAD_SECONDS, after ? (last.end + after.start) / 2 : Infinity);
  return { start, end, words: run };
}

/** Transcript words cut into segments at pauses, at words the dictionary lacks, and to at most MAX_SEGMENT_WORDS. */
export function segmentsOf(
  transcript: readonly TimedWord[],
  options: { rules?: readonly VariantRule[]; maxVariants?: number } = {},
): { segments: Segment[]; skipped: SkippedWord[] } {
  const runs: SegmentWord[][] = [];
  const skipped: SkippedWord[] = [];
  let run: SegmentWord[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  transcript.forEach((timed, wordIdx) => {
    const entry = variantsOf(timed.word, options);
    if (!entry) {
      skipped.push({ wordIdx, word: timed.word, reason: 'not in the pronouncing dictionary' });
      close();
      return;
    }
    const previous = run.at(-1);
    if (previous && timed.start - previous.end >= PAUSE_SECONDS) close();
    run.push({ wordIdx, entry, start: timed.start, end: timed.end });
  });
  close();
  const bounded = (words: SegmentWord[]): SegmentWord[][] =>
    words.length <= MAX_SEGMENT_WORDS ? [words] : splitAtLongestPause(words).flatMap(bounded);
  return { segments: runs.flatMap(bounded).map((words) => segmentOf(words, transcript)), skipped };
}

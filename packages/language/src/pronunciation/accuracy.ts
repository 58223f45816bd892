import { bare } from './phones.ts';

/** Substitutions, insertions and deletions between two phone strings, stress ignored. */
export function phoneEdits(expected: readonly string[], heard: readonly string[]): number {
  let row = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const next = [i];
    for (let j = 1; j <= heard.length; j++) {
      const same = bare(expected[i - 1]!) === bare(heard[j - 1]!);
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (same ? 0 : 1)));
    }
    row = next;
  }
  return row[heard.length]!;
}

/*
 * A word's accuracy 0..100, so that every flagged word scores below every word said right:
 * - a right pronunciation (any of the dictionary's): 60 + 40 × the aligner's confidence, 60..100;
 * - a typical wrong one: 50 × the share of the expected phones heard right, under 50 and lower the more of a short
 *   word was missed ("three" as "tree" 33, "reasons" as "leasons" 42).
 */
export const rightScore = (confidence: number): number => Math.round(60 + 40 * Math.min(1, Math.max(0, confidence)));

export const wrongScore = (expected: readonly string[], heard: readonly string[]): number =>
  Math.round(50 * Math.max(0, 1 - phoneEdits(expected, heard) / expected.length));

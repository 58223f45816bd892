import type { MatchCandidate } from './matching.types.ts';
import { isPriority, type PairRules } from './matching.rules.ts';

/** Tie-breaks take values 0…TIE_RANGE-1. */
const TIE_RANGE = 16;

/** A 32-bit integer finaliser (murmur3-style): spreads every input bit over the result. */
const mix = (value: number) => {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
};

/** FNV-1a of the seed text: any string seeds the run. */
export function seedOf(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A seeded rank for a person, independent of input order, so the same seed and people give the same rooms
 * however the caller listed them.
 */
export const rankOf = (seed: number, userId: number) => mix(seed ^ mix(userId));

const tieBreak = (seed: number, a: number, b: number) => mix(seed ^ mix(Math.min(a, b) ^ mix(Math.max(a, b)))) % TIE_RANGE;

export type Weigh = (a: MatchCandidate, b: MatchCandidate) => number;

/**
 * Pair weights for one solve of `size` people, strictly lexicographic over the matching's total: more priority
 * learners matched beats any number of mutual follows, a mutual follow beats any number of same-level pairs,
 * and a same-level pair beats any sum of tie-breaks. Each tier's unit exceeds the largest total the tiers below
 * can reach over `size / 2` pairs.
 */
export function weigher(size: number, rules: PairRules, seed: number): Weigh {
  const pairs = Math.max(1, Math.floor(size / 2));
  const sameLevel = pairs * (TIE_RANGE - 1) + 1;
  const mutual = pairs * (TIE_RANGE - 1 + sameLevel) + 1;
  const priority = pairs * (TIE_RANGE - 1 + sameLevel + mutual) + 1;
  return (a, b) =>
    1 +
    tieBreak(seed, a.userId, b.userId) +
    (a.level === b.level ? sameLevel : 0) +
    (rules.mutual(a, b) ? mutual : 0) +
    ((isPriority(a) ? 1 : 0) + (isPriority(b) ? 1 : 0)) * priority;
}

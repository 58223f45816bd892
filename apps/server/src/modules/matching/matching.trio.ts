import type { MatchCandidate } from './matching.types.ts';
import { isPriority, type PairRules } from './matching.rules.ts';
import type { Pair } from './matching.solve.ts';
import { rankOf, weigher } from './matching.weights.ts';

export interface Trio {
  /** Index of the pair the waiting person joins. */
  pairIndex: number;
  joiner: MatchCandidate;
}

/**
 * The one trio of an odd round: the first waiting person (priority plans first, then in seeded order) whom the
 * rules allow with both members of some pair joins the pair they weigh most with. None when nobody fits.
 */
export function findTrio(pairs: Pair[], waiting: MatchCandidate[], rules: PairRules, seed: number): Trio | undefined {
  // Two edges per comparison: a weigher for four people keeps the tiers strict for a sum of two.
  const weigh = weigher(4, rules, seed);
  const order = [...waiting].sort(
    (a, b) => Number(isPriority(b)) - Number(isPriority(a)) || rankOf(seed, a.userId) - rankOf(seed, b.userId),
  );
  for (const joiner of order) {
    let best: (Trio & { weight: number }) | undefined;
    pairs.forEach(([a, b], pairIndex) => {
      if (!rules.allowed(joiner, a) || !rules.allowed(joiner, b)) return;
      const weight = weigh(joiner, a) + weigh(joiner, b);
      if (!best || weight > best.weight) best = { pairIndex, joiner, weight };
    });
    if (best) return { pairIndex: best.pairIndex, joiner: best.joiner };
  }
  return undefined;
}

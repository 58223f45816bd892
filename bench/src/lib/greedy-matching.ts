import type { MatchCandidate, MatchInput } from '@parley/server/modules/matching/matching.types';
import { isPriority, pairRules } from '@parley/server/modules/matching/matching.rules';
import type { Pair } from '@parley/server/modules/matching/matching.solve';
import { rankOf, seedOf, weigher } from '@parley/server/modules/matching/matching.weights';

/**
 * The baseline a breakout tool would do: priority plans first, then in seeded order, each unmatched person takes
 * the heaviest allowed partner still free. Same rules and weights as the engine, no augmenting.
 */
export function greedyPairs(input: MatchInput, seed: string): Pair[] {
  const rules = pairRules(input);
  const s = seedOf(seed);
  const weigh = weigher(input.candidates.length, rules, s);
  const order = input.candidates.toSorted(
    (a, b) => Number(isPriority(b)) - Number(isPriority(a)) || rankOf(s, a.userId) - rankOf(s, b.userId),
  );
  const taken = new Set<number>();
  const pairs: Pair[] = [];
  for (const person of order) {
    if (taken.has(person.userId)) continue;
    let best: MatchCandidate | undefined;
    let bestWeight = -1;
    for (const other of order) {
      if (taken.has(other.userId) || !rules.allowed(person, other)) continue;
      const weight = weigh(person, other);
      if (weight > bestWeight) [best, bestWeight] = [other, weight];
    }
    if (!best) continue;
    taken.add(person.userId).add(best.userId);
    pairs.push([person, best]);
  }
  return pairs;
}

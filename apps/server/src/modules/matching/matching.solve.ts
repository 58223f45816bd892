import blossom from 'edmonds-blossom';
import type { MatchCandidate } from './matching.types.ts';
import type { PairRules } from './matching.rules.ts';
import { weigher } from './matching.weights.ts';

export type Pair = [MatchCandidate, MatchCandidate];
export interface Solved {
  pairs: Pair[];
  unmatched: MatchCandidate[];
}

/**
 * Maximum-cardinality, maximum-weight matching of `people` on the graph of allowed pairs (Edmonds' blossom,
 * O(n³)): callers keep `people` small (see matching.bands.ts).
 */
export function solve(people: MatchCandidate[], rules: PairRules, seed: number): Solved {
  const weigh = weigher(people.length, rules, seed);
  const edges: [number, number, number][] = [];
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const a = people[i]!;
      const b = people[j]!;
      if (rules.allowed(a, b)) edges.push([i, j, weigh(a, b)]);
    }
  }
  // The library sizes its answer by the highest vertex with an edge, and answers [] for no edges at all.
  const mate = blossom(edges, true);
  const pairs: Pair[] = [];
  const unmatched: MatchCandidate[] = [];
  people.forEach((person, i) => {
    const other = mate[i] ?? -1;
    if (other < 0) unmatched.push(person);
    else if (i < other) pairs.push([person, people[other]!]);
  });
  return { pairs, unmatched };
}

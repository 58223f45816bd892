import type { MatchInput, MatchResult } from './matching.types.ts';
import { solveBanded } from './matching.bands.ts';
import { pairRules } from './matching.rules.ts';
import { findTrio } from './matching.trio.ts';
import { rankOf, seedOf } from './matching.weights.ts';

const byFirstId = (a: number[], b: number[]) => a[0]! - b[0]!;

/**
 * Rooms for one round (docs/features/matching.md): pairs by maximum-cardinality, maximum-weight matching on the
 * allowed pairs, then one trio when the count is odd and the rules allow it. Pure and deterministic: the same
 * input and seed give the same rooms, whatever order the input lists people in.
 */
export function matchPeople(input: MatchInput, seed: string): MatchResult {
  const ids = new Set(input.candidates.map((c) => c.userId));
  if (ids.size !== input.candidates.length) throw new Error('matchPeople: a candidate is listed twice');
  const rules = pairRules(input);
  const seedNumber = seedOf(seed);
  // Blossom breaks ties of equal weight by vertex order: a seeded order keeps the input's order out of it.
  const people = input.candidates.toSorted(
    (a, b) => rankOf(seedNumber, a.userId) - rankOf(seedNumber, b.userId) || a.userId - b.userId,
  );
  const { pairs, unmatched } = solveBanded(people, rules, seedNumber);
  const rooms = pairs.map((pair) => pair.map((p) => p.userId));
  let waiting = unmatched;
  if (input.candidates.length % 2 === 1) {
    const trio = findTrio(pairs, unmatched, rules, seedNumber);
    if (trio) {
      rooms[trio.pairIndex]!.push(trio.joiner.userId);
      waiting = unmatched.filter((p) => p !== trio.joiner);
    }
  }
  return {
    rooms: rooms.map((room) => room.sort((a, b) => a - b)).sort(byFirstId),
    unmatched: waiting.map((p) => p.userId).sort((a, b) => a - b),
  };
}

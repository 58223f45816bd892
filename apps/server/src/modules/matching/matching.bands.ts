import type { MatchCandidate } from './matching.types.ts';
import type { PairRules } from './matching.rules.ts';
import { solve, type Solved } from './matching.solve.ts';
import { rankOf } from './matching.weights.ts';
import { repair } from './matching.repair.ts';

/**
 * Largest group solved in one blossom run. Up to this many people the whole population is one exact solve.
 * The algorithm is cubic (a dense 100 take about 40 ms on an idle core, 300 over a second): 64 keeps 5,000
 * learners well inside the benchmark's targets on a loaded machine.
 */
export const BAND_SIZE = 64;

/** Groups of people who follow each other (union-find), so that banding never splits a mutual follow. */
function followGroups(people: MatchCandidate[], rules: PairRules): MatchCandidate[][] {
  const byId = new Map(people.map((p) => [p.userId, p]));
  const parent = new Map(people.map((p) => [p.userId, p.userId]));
  const root = (id: number): number => {
    const up = parent.get(id)!;
    if (up === id) return id;
    const top = root(up);
    parent.set(id, top);
    return top;
  };
  for (const [a, b] of rules.mutualPairs) {
    const pa = byId.get(a);
    const pb = byId.get(b);
    if (pa && pb && rules.allowed(pa, pb)) parent.set(root(a), root(b));
  }
  const groups = new Map<number, MatchCandidate[]>();
  for (const p of people) {
    const key = root(p.userId);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()];
}

/**
 * Bands of at most BAND_SIZE people in level order (so a band holds one level, or two neighbouring ones), in a
 * seeded order within a level, each mutual-follow group kept whole where it fits.
 */
function bandsOf(people: MatchCandidate[], rules: PairRules, seed: number): MatchCandidate[][] {
  const lowest = (g: MatchCandidate[]) => Math.min(...g.map((p) => p.level));
  const groups = followGroups(people, rules)
    .map((members) => ({ members, level: lowest(members), rank: rankOf(seed, members[0]!.userId) }))
    .sort((a, b) => a.level - b.level || a.rank - b.rank);
  const bands: MatchCandidate[][] = [[]];
  for (const { members } of groups) {
    for (let i = 0; i < members.length; i += BAND_SIZE) {
      const piece = members.slice(i, i + BAND_SIZE);
      if (bands.at(-1)!.length + piece.length > BAND_SIZE) bands.push([]);
      bands.at(-1)!.push(...piece);
    }
  }
  return bands;
}

/**
 * Exact for up to BAND_SIZE people. Beyond, each band is solved exactly and everyone a band left over is banded
 * and solved again together (this is where neighbouring levels and odd band sizes meet), until a pass matches
 * nobody new; then the repair passes reopen pairs around whoever is still left.
 */
export function solveBanded(people: MatchCandidate[], rules: PairRules, seed: number): Solved {
  if (people.length <= BAND_SIZE) return solve(people, rules, seed);
  // Repair groups may be twice a band: they run a few times per round, not once per band.
  return repair(solveInBands(people, rules, seed), rules, seed, 2 * BAND_SIZE);
}

function solveInBands(people: MatchCandidate[], rules: PairRules, seed: number): Solved {
  if (people.length <= BAND_SIZE) return solve(people, rules, seed);
  const pairs: Solved['pairs'] = [];
  const waiting: MatchCandidate[] = [];
  for (const band of bandsOf(people, rules, seed)) {
    const solved = solve(band, rules, seed);
    pairs.push(...solved.pairs);
    waiting.push(...solved.unmatched);
  }
  if (waiting.length === people.length) return { pairs, unmatched: waiting };
  const rest = solveInBands(waiting, rules, seed);
  return { pairs: [...pairs, ...rest.pairs], unmatched: rest.unmatched };
}

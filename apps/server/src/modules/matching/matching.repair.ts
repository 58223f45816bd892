import type { MatchCandidate } from './matching.types.ts';
import type { PairRules } from './matching.rules.ts';
import { solve, type Pair, type Solved } from './matching.solve.ts';

/** Repair passes after banding; each costs one solve of at most `limit` people and frees two more. */
const MAX_PASSES = 20;

/**
 * The pairs worth reopening for people left over: first those whose members fit two different leftovers (the
 * middle of an augmenting path u–a=b–v), then pairs across two levels (the only links between levels, which a
 * path between leftovers of different levels must use), then those with a member who fits one leftover.
 */
function nearbyPairs(pairs: Pair[], left: MatchCandidate[], rules: PairRules): Pair[] {
  const fitting = (p: MatchCandidate) => left.filter((u) => rules.allowed(u, p));
  const bridging: Pair[] = [];
  const acrossLevels: Pair[] = [];
  const touching: Pair[] = [];
  for (const pair of pairs) {
    const [a, b] = pair.map(fitting) as [MatchCandidate[], MatchCandidate[]];
    if (a.some((u) => b.some((v) => u !== v))) bridging.push(pair);
    else if (pair[0].level !== pair[1].level) acrossLevels.push(pair);
    else if (a.length > 0 || b.length > 0) touching.push(pair);
  }
  return [...bridging, ...acrossLevels, ...touching];
}

/**
 * Banding cuts augmenting paths between bands: two people left in different bands may be matchable once a pair
 * in between is re-paired. Solves the leftovers again together with the pairs around them (at most `limit`
 * people), keeping the result only when it matches more; the reopened pairs are inside the group, so a new solve
 * is never worse on any tier.
 */
export function repair(solved: Solved, rules: PairRules, seed: number, limit: number): Solved {
  let { pairs, unmatched } = solved;
  for (let pass = 0; pass < MAX_PASSES && unmatched.length >= 2; pass++) {
    const left = unmatched.slice(0, Math.floor(limit / 2));
    const reopened = nearbyPairs(pairs, left, rules).slice(0, Math.floor((limit - left.length) / 2));
    const again = solve([...left, ...reopened.flat()], rules, seed);
    if (again.pairs.length <= reopened.length) return { pairs, unmatched };
    const kept = new Set(reopened);
    const retried = new Set(left);
    pairs = [...pairs.filter((p) => !kept.has(p)), ...again.pairs];
    unmatched = [...unmatched.filter((p) => !retried.has(p)), ...again.unmatched];
  }
  return { pairs, unmatched };
}

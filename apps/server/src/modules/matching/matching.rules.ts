import { MATCH_LEVEL_RULES, PRIORITY_MATCH_PLANS } from '@parley/contracts';
import type { MatchCandidate, MatchInput, UserPair } from './matching.types.ts';

/** Whether `a`'s plan lets them meet `b`'s level. */
const accepts = (a: MatchCandidate, b: MatchCandidate) => {
  const rule = MATCH_LEVEL_RULES[a.plan];
  return b.level >= a.level - rule.lower && b.level <= a.level + rule.higher;
};

export const isPriority = (c: MatchCandidate) => PRIORITY_MATCH_PLANS.includes(c.plan);

/** Unordered pairs of ids, looked up without building a key per question (the engine asks millions). */
class PairSet {
  private readonly byLow = new Map<number, Set<number>>();
  constructor(pairs: Iterable<UserPair>) {
    for (const [a, b] of pairs) {
      const [low, high] = a < b ? [a, b] : [b, a];
      const set = this.byLow.get(low);
      if (set) set.add(high);
      else this.byLow.set(low, new Set([high]));
    }
  }
  has(a: number, b: number) {
    return a < b ? this.byLow.get(a)?.has(b) === true : this.byLow.get(b)?.has(a) === true;
  }
}

/** What the engine may ask about two candidates. */
export interface PairRules {
  /** Both level rules hold, neither avoids the other, and they have not met in this event. */
  allowed(a: MatchCandidate, b: MatchCandidate): boolean;
  /** They follow each other. */
  mutual(a: MatchCandidate, b: MatchCandidate): boolean;
  /** Every mutual follow between two candidates, each once. */
  mutualPairs: UserPair[];
}

export function pairRules(input: MatchInput): PairRules {
  const blocked = new PairSet([...input.avoids, ...input.previous]);
  const followed = new Set(input.follows.map(([from, to]) => `${from}>${to}`));
  const mutualPairs = input.follows.filter(([from, to]) => from < to && followed.has(`${to}>${from}`));
  const mutual = new PairSet(mutualPairs);
  return {
    allowed: (a, b) => a.userId !== b.userId && accepts(a, b) && accepts(b, a) && !blocked.has(a.userId, b.userId),
    mutual: (a, b) => mutual.has(a.userId, b.userId),
    mutualPairs,
  };
}

import { MATCH_LEVEL_RULES, PRIORITY_MATCH_PLANS } from '@parley/contracts';
import type { MatchCandidate, MatchInput, UserPair } from './matching.types.ts';

/** Whether `a`'s plan lets them meet `b`'s level. */
const accepts = (a: MatchCandidate, b: MatchCandidate) => {
  const rule = MATCH_LEVEL_RULES[a.plan];
  return b.level >= a.level - rule.lower && b.level <= a.level + rule.higher;
};

export const isPriority = (c: MatchCandidate) => PRIORITY_MATCH_PLANS.includes(c.plan);

export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

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
  const blocked = new Set([...input.avoids, ...input.previous].map(([a, b]) => pairKey(a, b)));
  const followed = new Set(input.follows.map(([from, to]) => `${from}>${to}`));
  const mutualPairs = input.follows.filter(([from, to]) => from < to && followed.has(`${to}>${from}`));
  const mutual = new Set(mutualPairs.map(([a, b]) => pairKey(a, b)));
  return {
    allowed: (a, b) => a.userId !== b.userId && accepts(a, b) && accepts(b, a) && !blocked.has(pairKey(a.userId, b.userId)),
    mutual: (a, b) => mutual.has(pairKey(a.userId, b.userId)),
    mutualPairs,
  };
}

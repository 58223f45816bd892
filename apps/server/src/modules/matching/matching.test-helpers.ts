import { PRIORITY_MATCH_PLANS, type Plan } from '@parley/contracts';
import { expect } from 'vitest';
import type { MatchCandidate, MatchInput, MatchResult } from './matching.types.ts';

/** The plan rules written out once more, apart from the engine, as the tests' oracle. */
const levelOk: Record<Plan, (own: number, other: number) => boolean> = {
  free: (own, other) => other === own || other === own - 1,
  basic: (own, other) => other === own,
  pro: (own, other) => other >= own,
  team: (own, other) => other >= own,
};

const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function oracle(input: MatchInput) {
  const blocked = new Set([...input.avoids, ...input.previous].map(([a, b]) => key(a, b)));
  const follows = new Set(input.follows.map(([a, b]) => `${a}>${b}`));
  return {
    allowed: (a: MatchCandidate, b: MatchCandidate) =>
      levelOk[a.plan](a.level, b.level) && levelOk[b.plan](b.level, a.level) && !blocked.has(key(a.userId, b.userId)),
    mutual: (a: MatchCandidate, b: MatchCandidate) =>
      follows.has(`${a.userId}>${b.userId}`) && follows.has(`${b.userId}>${a.userId}`),
  };
}

const isPriority = (c: MatchCandidate) => PRIORITY_MATCH_PLANS.includes(c.plan);

/** What a set of pairs achieves, in the order the engine must maximise it. */
export function score(pairs: [MatchCandidate, MatchCandidate][], input: MatchInput): number[] {
  const { mutual } = oracle(input);
  let priority = 0;
  let mutuals = 0;
  let sameLevel = 0;
  for (const [a, b] of pairs) {
    priority += Number(isPriority(a)) + Number(isPriority(b));
    mutuals += Number(mutual(a, b));
    sameLevel += Number(a.level === b.level);
  }
  return [pairs.length, priority, mutuals, sameLevel];
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

/** The best score over every possible set of pairs (exponential: ten people at most). */
export function bruteForceBest(input: MatchInput): number[] {
  const { allowed } = oracle(input);
  let best = score([], input);
  const walk = (rest: MatchCandidate[], chosen: [MatchCandidate, MatchCandidate][]) => {
    const [first, ...others] = rest;
    if (!first) {
      const s = score(chosen, input);
      if (better(s, best)) best = s;
      return;
    }
    walk(others, chosen);
    others.forEach((other, i) => {
      if (allowed(first, other)) walk(others.toSpliced(i, 1), [...chosen, [first, other]]);
    });
  };
  walk(input.candidates, []);
  return best;
}

/** The pairs the result's rooms of two make. */
export function pairsOf(result: MatchResult, input: MatchInput): [MatchCandidate, MatchCandidate][] {
  const byId = new Map(input.candidates.map((c) => [c.userId, c]));
  return result.rooms.filter((r) => r.length === 2).map(([a, b]) => [byId.get(a!)!, byId.get(b!)!]);
}

/** The rules no result may break. */
export function expectValid(input: MatchInput, result: MatchResult) {
  const { allowed } = oracle(input);
  const byId = new Map(input.candidates.map((c) => [c.userId, c]));
  const placed = [...result.rooms.flat(), ...result.unmatched];
  expect(placed.toSorted((a, b) => a - b)).toEqual([...byId.keys()].sort((a, b) => a - b));
  const trios = result.rooms.filter((r) => r.length === 3);
  expect(trios.length).toBeLessThanOrEqual(input.candidates.length % 2);
  for (const room of result.rooms) {
    expect([2, 3]).toContain(room.length);
    for (let i = 0; i < room.length; i++) {
      for (let j = i + 1; j < room.length; j++) expect(allowed(byId.get(room[i]!)!, byId.get(room[j]!)!)).toBe(true);
    }
  }
}

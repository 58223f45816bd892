import type { Plan } from '@parley/contracts';
import type { MatchInput, UserPair } from '@parley/server/modules/matching/matching.types';

/** mulberry32: a small seeded generator, so every run measures the same population. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLAN_SHARES: [Plan, number][] = [
  ['free', 0.6],
  ['basic', 0.2],
  ['pro', 0.15],
  ['team', 0.05],
];

/**
 * `size` learners waiting for round 3 of a large event: levels 1–4 (most at 2 and 3), plans 60/20/15/5% free,
 * basic, pro, team, about one avoid and three follows each (a third of them returned), and two earlier rounds
 * of random pairs.
 */
export function population(size: number, seed = 1): MatchInput {
  const random = generator(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const ids = Array.from({ length: size }, (_, i) => 10_000 + i);
  const planOf = () => {
    let r = random();
    for (const [plan, share] of PLAN_SHARES) if ((r -= share) < 0) return plan;
    return 'free';
  };
  const candidates = ids.map((userId) => ({ userId, level: pick([1, 2, 2, 3, 3, 4]), plan: planOf() }));
  const avoids: UserPair[] = ids.filter(() => random() < 0.9).map((id) => [id, pick(ids)]);
  const follows: UserPair[] = [];
  for (const id of ids) {
    for (let k = 0; k < 3; k++) {
      const other = pick(ids);
      follows.push([id, other]);
      if (random() < 1 / 3) follows.push([other, id]);
    }
  }
  const previous: UserPair[] = [];
  for (let round = 0; round < 2; round++) {
    const shuffled = ids.toSorted(() => random() - 0.5);
    for (let i = 0; i + 1 < shuffled.length; i += 2) previous.push([shuffled[i]!, shuffled[i + 1]!]);
  }
  const notSelf = ([a, b]: UserPair) => a !== b;
  return { candidates, avoids: avoids.filter(notSelf), previous, follows: follows.filter(notSelf) };
}

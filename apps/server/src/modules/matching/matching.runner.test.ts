import { afterEach, describe, expect, it } from 'vitest';
import { matchPeople } from './matching.engine.ts';
import { createMatchRunner, MatchTimeoutError, type MatchRunner } from './matching.runner.ts';
import type { MatchInput } from './matching.types.ts';

const input = (n: number): MatchInput => ({
  candidates: Array.from({ length: n }, (_, i) => ({ userId: i + 1, level: 1 + (i % 4), plan: 'free' as const })),
  avoids: [[1, 5]],
  previous: [],
  follows: [],
});

let runner: MatchRunner | undefined;
afterEach(() => runner?.close());

describe('match runner', () => {
  it('answers on a worker thread what matchPeople answers, round after round', async () => {
    runner = createMatchRunner();
    const [a, b] = await Promise.all([runner.match(input(40), 'x'), runner.match(input(41), 'y')]);
    expect(a).toEqual(matchPeople(input(40), 'x'));
    expect(b).toEqual(matchPeople(input(41), 'y'));
  });

  it('passes an engine error back as a rejection', async () => {
    runner = createMatchRunner();
    const twice = { ...input(2), candidates: [...input(2).candidates, input(2).candidates[0]!] };
    await expect(runner.match(twice, 's')).rejects.toThrow(/twice/);
  });

  it('gives up after its timeout and starts a fresh worker for the next round', async () => {
    runner = createMatchRunner();
    await runner.match(input(4), 'warm-up');
    await expect(runner.match(input(8000), 's', 20)).rejects.toBeInstanceOf(MatchTimeoutError);
    expect(await runner.match(input(4), 's')).toEqual(matchPeople(input(4), 's'));
  });
});

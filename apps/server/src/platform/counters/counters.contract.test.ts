import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/port.ts';
import { createMemoryCounters } from './memory.ts';
import type { CountersPort } from './port.ts';
import { createRedisCounters } from './redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

interface Implementation {
  counters: CountersPort;
  /** Lets `ms` pass for the counters: the memory ones read the app's clock, Redis keeps its own time. */
  pass(ms: number): Promise<void>;
}

/** One suite, every implementation: the embedded default and, when a server answers, Redis. */
const implementations: [string, () => Implementation][] = [
  [
    'memory',
    () => {
      const clock = new ManualClock('2026-03-01T10:00:00Z');
      return { counters: createMemoryCounters(clock), pass: async (ms) => clock.advance(ms) };
    },
  ],
];
// Test runs sharing one Redis count under their own prefix.
if (REDIS_URL)
  implementations.push([
    'redis',
    () => ({ counters: createRedisCounters(REDIS_URL, { prefix: `test:${randomUUID()}:` }), pass: (ms) => sleep(ms) }),
  ]);

describe.each(implementations)('counters port: %s', (_name, create) => {
  const { counters, pass } = create();
  afterAll(() => counters.close());

  it('counts a key’s hits in its window and says how long the window has left', async () => {
    const first = await counters.hit('a', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(59_000);
    expect(first.resetMs).toBeLessThanOrEqual(60_000);
    expect((await counters.hit('a', 60_000)).count).toBe(2);
    // The window started at the first hit: a later hit does not lengthen it.
    expect((await counters.hit('a', 60_000)).resetMs).toBeLessThanOrEqual(first.resetMs);
    expect((await counters.hit('b', 60_000)).count).toBe(1);
  });

  it('starts again once the window is over', async () => {
    // Short, as Redis's window passes in real time; that a hit within the window counts on is shown above.
    expect((await counters.hit('short', 50)).count).toBe(1);
    await pass(60);
    expect((await counters.hit('short', 50)).count).toBe(1);
  });
});

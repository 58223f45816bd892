import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from './memory.ts';
import type { BusPort } from './port.ts';
import { createRedisBus } from './redis.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const eventually = async (check: () => void) => {
  for (let i = 0; i < 100; i++) {
    try {
      return check();
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  check();
};

/** One suite, every implementation: the embedded default and, when a server answers, Redis. */
const implementations: [string, () => BusPort][] = [['memory', () => createMemoryBus()]];
if (REDIS_URL) implementations.push(['redis', () => createRedisBus(REDIS_URL)]);

describe.each(implementations)('bus port: %s', (name, create) => {
  // Test runs sharing one Redis must not hear each other.
  const run = randomUUID().slice(0, 8);
  const opened: BusPort[] = [];
  const open = () => {
    const bus = create();
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.close()));
  });

  it('delivers to its own subscribers at once, as a copy', async () => {
    const bus = open();
    const seen: unknown[] = [];
    await bus.subscribe(`c-${run}-${name}-own`, (m) => seen.push(m));
    const message = { a: 1 };
    await bus.publish(`c-${run}-${name}-own`, message);
    expect(seen).toEqual([{ a: 1 }]);
    expect(seen[0]).not.toBe(message);
  });

  it('keeps channels apart and stops after unsubscribe', async () => {
    const bus = open();
    const seen: unknown[] = [];
    const off = await bus.subscribe(`c-${run}-${name}-x`, (m) => seen.push(m));
    await bus.publish(`c-${run}-${name}-y`, 'other');
    await bus.publish(`c-${run}-${name}-x`, 'mine');
    await off();
    await bus.publish(`c-${run}-${name}-x`, 'late');
    expect(seen).toEqual(['mine']);
  });

  it('survives a throwing subscriber', async () => {
    const bus = open();
    const seen: unknown[] = [];
    await bus.subscribe(`c-${run}-${name}-t`, () => {
      throw new Error('boom');
    });
    await bus.subscribe(`c-${run}-${name}-t`, (m) => seen.push(m));
    await bus.publish(`c-${run}-${name}-t`, 1);
    expect(seen).toEqual([1]);
  });

  it.runIf(name === 'redis')('reaches other instances exactly once', async () => {
    const a = open();
    const b = open();
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    await a.subscribe(`c-${run}-${name}-fan`, (m) => atA.push(m));
    await b.subscribe(`c-${run}-${name}-fan`, (m) => atB.push(m));
    await a.publish(`c-${run}-${name}-fan`, { n: 1 });
    await eventually(() => expect(atB).toEqual([{ n: 1 }]));
    await new Promise((r) => setTimeout(r, 50));
    expect(atA).toEqual([{ n: 1 }]);
  });
});

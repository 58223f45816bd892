import type { Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../../errors.ts';
import { startedEvent } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createChangeGroups, outcomeOf } from './change-groups.ts';
import { liveChannel, type Envelope } from './live.bus.ts';
import { currentSeq, readBetween } from './live-log.store.ts';

let t: TestApp;
let event: Event;
beforeAll(async () => {
  t = await createTestApp();
  ({ event } = await startedEvent(t));
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, bus: t.platform.bus, clock: t.clock });

/** A group of requests that each lock or unlock the room, or refuse, or fail outright. */
function lockingGroups(sizes: number[], spacingMs = 0) {
  return createChangeGroups(
    deps(),
    async (ctx, items: ('lock' | 'unlock' | 'refuse' | 'fail')[]) => {
      sizes.push(items.length);
      const outcomes = [];
      for (const item of items)
        outcomes.push(
          await outcomeOf(async () => {
            if (item === 'refuse') throw conflict('Not now');
            if (item === 'fail') throw new Error('the database went away');
            await ctx.emit('LOCKING', { locked: item === 'lock' });
            return item;
          }),
        );
      return outcomes;
    },
    { spacingMs },
  );
}

describe('change groups', () => {
  it("runs one turn's requests of an event in one transaction, answers each, and publishes once committed", async () => {
    const sizes: number[] = [];
    const groups = lockingGroups(sizes);
    const heard: Envelope[] = [];
    const stop = await liveChannel(t.platform.bus, event.event_id).subscribe((envelope) => heard.push(envelope));
    const before = await currentSeq(t.db, event.event_id);

    const answers = await Promise.allSettled([
      groups.submit(event.event_id, 'lock'),
      groups.submit(event.event_id, 'refuse'),
      groups.submit(event.event_id, 'unlock'),
    ]);
    expect(sizes).toEqual([3]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: 'lock' });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT', message: 'Not now' } });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: 'unlock' });
    const stored = await readBetween(t.db, event.event_id, before, before + 10);
    expect(stored.map((e) => [e.message.seq, e.message.payload])).toEqual([
      [before + 1, { locked: true }],
      [before + 2, { locked: false }],
    ]);
    expect(heard.map((e) => e.message.seq)).toEqual([before + 1, before + 2]);
    await stop();
  });

  it('with a spacing, starts an event’s groups no more often than that, yet runs a request after a quiet spell at once', async () => {
    const sizes: number[] = [];
    const groups = lockingGroups(sizes, 300);
    const started = performance.now();
    await groups.submit(event.event_id, 'lock');
    const firstDone = performance.now() - started;
    const soon = groups.submit(event.event_id, 'unlock');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([soon, groups.submit(event.event_id, 'lock')]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(sizes).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const quiet = performance.now();
    await groups.submit(event.event_id, 'unlock');
    expect(performance.now() - quiet).toBeLessThan(firstDone + 250);
    expect(sizes).toEqual([1, 2, 1]);
  });

  it('queues what arrives while a group runs for the next group, and fails a whole group on a failure that is no refusal', async () => {
    const sizes: number[] = [];
    const groups = lockingGroups(sizes);
    const before = await currentSeq(t.db, event.event_id);
    const first = groups.submit(event.event_id, 'lock');
    // The first group starts on the next turn; these come while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [groups.submit(event.event_id, 'unlock'), groups.submit(event.event_id, 'fail')];
    await expect(first).resolves.toBe('lock');
    const answers = await Promise.allSettled(later);
    expect(sizes).toEqual([1, 2]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(answers[0]).toMatchObject({ reason: { message: 'the database went away' } });
    // The failed group's unlock was rolled back with it.
    expect(await currentSeq(t.db, event.event_id)).toBe(before + 1);
  });
});

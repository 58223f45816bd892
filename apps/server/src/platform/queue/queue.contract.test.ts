// Postgres pass too: the db queue's jobs are claimed with row locks across connections.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabasePort } from '../db/port.ts';
import { createBullQueue } from './bullmq.ts';
import { createDbQueue } from './db-queue.ts';
import type { Job, JobQueuePort, QueueTimings } from './port.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const timings: QueueTimings = { leaseMs: 600, backoffMs: 80, closeGraceMs: 50, pollMs: 20 };
const wait = { timeout: 10_000, interval: 20 };
const never = () => new Promise<void>(() => undefined);

/** One suite, every implementation: jobs in the database (PGlite or Postgres) and, when a server answers, BullMQ. */
const implementations: [string, { open(): JobQueuePort; setUp(): Promise<void>; tearDown(): Promise<void> }][] = [];
{
  let database: DatabasePort;
  implementations.push([
    'db',
    {
      open: () => createDbQueue(database.db, timings),
      setUp: async () => {
        database = await createTestDatabase();
      },
      tearDown: () => database.close(),
    },
  ]);
}
if (REDIS_URL) {
  // Test runs sharing one Redis must not see each other's jobs.
  const prefix = `parley-test-${randomUUID().slice(0, 8)}`;
  implementations.push([
    'bullmq',
    {
      open: () => createBullQueue(REDIS_URL, timings, { prefix }),
      setUp: async () => undefined,
      tearDown: async () => {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      },
    },
  ]);
}

describe.each(implementations)('queue port: %s', (driver, impl) => {
  const opened: JobQueuePort[] = [];
  const open = () => {
    const queue = impl.open();
    opened.push(queue);
    return queue;
  };
  const jobName = () => `job-${randomUUID().slice(0, 8)}`;
  beforeAll(() => impl.setUp());
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close()));
  });
  afterAll(() => impl.tearDown());

  it('runs a job with its payload', async () => {
    const queue = open();
    const name = jobName();
    const seen: Job[] = [];
    queue.work(name, async (job) => {
      seen.push(job);
    });
    await queue.enqueue(name, { recordingId: 'r1', nested: [1, 2] });
    await vi.waitFor(() => expect(seen).toHaveLength(1), wait);
    expect(seen[0]).toMatchObject({ payload: { recordingId: 'r1', nested: [1, 2] }, attempt: 1 });
    expect(await queue.failed(name)).toEqual([]);
  });

  it('retries a failing job with a doubling wait, then keeps it failed with its last error', async () => {
    const queue = open();
    const name = jobName();
    const startedAt: number[] = [];
    queue.work(name, async (job) => {
      startedAt.push(Date.now());
      throw new Error(`boom on attempt ${job.attempt}`);
    });
    await queue.enqueue(name, { n: 1 }, { attempts: 3 });
    await vi.waitFor(async () => expect(await queue.failed(name)).toHaveLength(1), wait);
    expect(startedAt).toHaveLength(3);
    const [first, second, third] = startedAt as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(timings.backoffMs - 10);
    expect(third - second).toBeGreaterThanOrEqual(2 * timings.backoffMs - 10);
    expect(await queue.failed(name)).toEqual([
      expect.objectContaining({ payload: { n: 1 }, attempts: 3, error: 'boom on attempt 3' }),
    ]);
  });

  it('succeeds on a retry after a failure', async () => {
    const queue = open();
    const name = jobName();
    const attempts: number[] = [];
    queue.work(name, async (job) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('transient');
    });
    await queue.enqueue(name, {});
    await vi.waitFor(() => expect(attempts).toEqual([1, 2]), wait);
    await new Promise((r) => setTimeout(r, 4 * timings.backoffMs));
    expect(attempts).toEqual([1, 2]);
    expect(await queue.failed(name)).toEqual([]);
  });

  it('adds nothing for a key already pending or running, and takes the key again once the job is done', async () => {
    const queue = open();
    const name = jobName();
    const seen: unknown[] = [];
    await queue.enqueue(name, { v: 1 }, { key: 'recording-7' });
    await queue.enqueue(name, { v: 2 }, { key: 'recording-7' });
    await queue.enqueue(name, { v: 3 }, { key: 'recording-8' });
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    queue.work(
      name,
      async (job) => {
        seen.push(job.payload);
        if ((job.payload as { v: number }).v === 1) await held;
      },
      { concurrency: 2 },
    );
    await vi.waitFor(() => expect(seen).toHaveLength(2), wait);
    await queue.enqueue(name, { v: 4 }, { key: 'recording-7' });
    release();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual(expect.arrayContaining([{ v: 1 }, { v: 3 }]));
    expect(seen).toHaveLength(2);
    await queue.enqueue(name, { v: 5 }, { key: 'recording-7' });
    await vi.waitFor(() => expect(seen).toContainEqual({ v: 5 }), wait);
  });

  it('holds a delayed job until its time', async () => {
    const queue = open();
    const name = jobName();
    const ranAt = new Map<string, number>();
    queue.work(name, async (job) => void ranAt.set((job.payload as { id: string }).id, Date.now()));
    const enqueuedAt = Date.now();
    await queue.enqueue(name, { id: 'later' }, { delayMs: 400 });
    await queue.enqueue(name, { id: 'now' });
    await vi.waitFor(() => expect(ranAt.size).toBe(2), wait);
    expect(ranAt.get('now')! - enqueuedAt).toBeLessThan(400);
    expect(ranAt.get('later')! - enqueuedAt).toBeGreaterThanOrEqual(390);
  });

  it('counts the jobs of a name waiting, delayed ones included, and running', async () => {
    const queue = open();
    const name = jobName();
    await queue.enqueue(name, { n: 1 });
    await queue.enqueue(name, { n: 2 }, { delayMs: 60_000 });
    expect(await queue.counts(name)).toEqual({ waiting: 2, running: 0 });
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    let started = false;
    queue.work(name, async () => {
      started = true;
      await held;
    });
    await vi.waitFor(() => expect(started).toBe(true), wait);
    expect(await queue.counts(name)).toEqual({ waiting: 1, running: 1 });
    release();
    await vi.waitFor(async () => expect(await queue.counts(name)).toEqual({ waiting: 1, running: 0 }), wait);
    expect(await queue.counts(jobName())).toEqual({ waiting: 0, running: 0 });
  });

  it('runs no more jobs at once than its concurrency', async () => {
    const queue = open();
    const name = jobName();
    let running = 0;
    let most = 0;
    let done = 0;
    queue.work(
      name,
      async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 80));
        running--;
        done++;
      },
      { concurrency: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue.enqueue(name, { n })));
    await vi.waitFor(() => expect(done).toBe(6), wait);
    expect(most).toBe(2);
  });

  it('runs again, in another instance, a job whose process stopped in the middle of it', async () => {
    const name = jobName();
    const first = open();
    const startedInFirst: Job[] = [];
    first.work(name, async (job) => {
      startedInFirst.push(job);
      await never();
    });
    await first.enqueue(name, { recordingId: 'r9' });
    await vi.waitFor(() => expect(startedInFirst).toHaveLength(1), wait);
    await first.close();
    const closedAt = Date.now();

    const second = open();
    const runInSecond: Job[] = [];
    second.work(name, async (job) => void runInSecond.push(job));
    await vi.waitFor(() => expect(runInSecond).toHaveLength(1), wait);
    expect(runInSecond[0]).toMatchObject({ id: startedInFirst[0]!.id, payload: { recordingId: 'r9' }, attempt: 2 });
    // Not before the lease of the stopped process ran out.
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(timings.leaseMs / 2);
    expect(await second.failed(name)).toEqual([]);
  });

  it('keeps running a job that outlasts its lease, renewing it', async () => {
    const name = jobName();
    const a = open();
    const b = open();
    const runs: string[] = [];
    const slow = (who: string) => async () => {
      runs.push(who);
      await new Promise((r) => setTimeout(r, 3 * timings.leaseMs));
    };
    a.work(name, slow('a'));
    await a.enqueue(name, {});
    await vi.waitFor(() => expect(runs).toEqual(['a']), wait);
    b.work(name, slow('b'));
    await new Promise((r) => setTimeout(r, 4 * timings.leaseMs));
    expect(runs).toEqual(['a']);
  });

  it('shares jobs between instances working on one name, each job run once', async () => {
    const name = jobName();
    const a = open();
    const b = open();
    const ran: number[] = [];
    const handler = async (job: Job) => {
      await new Promise((r) => setTimeout(r, 10));
      ran.push((job.payload as { n: number }).n);
    };
    a.work(name, handler, { concurrency: 3 });
    b.work(name, handler, { concurrency: 3 });
    const all = Array.from({ length: 30 }, (_, n) => n);
    await Promise.all(all.map((n) => (n % 2 ? a : b).enqueue(name, { n })));
    await vi.waitFor(() => expect(ran).toHaveLength(30), wait);
    await new Promise((r) => setTimeout(r, 100));
    expect(ran.toSorted((x, y) => x - y)).toEqual(all);
  });

  it.runIf(driver === 'db')('fails a job whose last attempt was abandoned by a stopped process', async () => {
    const name = jobName();
    const first = open();
    let started = false;
    first.work(name, async () => {
      started = true;
      await never();
    });
    await first.enqueue(name, { id: 1 }, { attempts: 1 });
    await vi.waitFor(() => expect(started).toBe(true), wait);
    await first.close();
    const second = open();
    let ranAgain = false;
    second.work(name, async () => void (ranAgain = true));
    await vi.waitFor(async () => expect(await second.failed(name)).toHaveLength(1), wait);
    expect(ranAgain).toBe(false);
    expect((await second.failed(name))[0]).toMatchObject({ payload: { id: 1 }, attempts: 2 });
    expect((await second.failed(name))[0]!.error).toMatch(/^abandoned/);
  });
});

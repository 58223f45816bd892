import { sql } from 'drizzle-orm';
import type { Db } from '../db/port.ts';
import { createActiveRuns } from './active-runs.ts';
import { countActive, insertJob, listFailed, pruneDone } from './db-jobs.ts';
import { startPollLoop, type DbWorkerContext, type PollLoop } from './db-worker.ts';
import { DEFAULT_ATTEMPTS, type JobQueuePort, type QueueTimings } from './port.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Jobs in the app's own database: the embedded default, and a shared table for workers on one Postgres. */
export function createDbQueue(db: Db, timings: QueueTimings, onError: (err: unknown) => void = () => undefined): JobQueuePort {
  const runs = createActiveRuns();
  const loops = new Map<string, PollLoop>();
  let closed = false;
  let prunedAt = 0;
  const worker: DbWorkerContext = {
    db,
    timings,
    runs,
    onError,
    isClosed: () => closed,
    pruneWhenDue: async () => {
      if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      await pruneDone(db);
    },
  };

  return {
    driver: 'db',
    enqueue: async (name, payload, opts = {}) => {
      const delayMs = opts.delayMs ?? 0;
      await insertJob(db, { name, payload, key: opts.key, delayMs, maxAttempts: opts.attempts ?? DEFAULT_ATTEMPTS });
      if (delayMs === 0) loops.get(name)?.wake();
    },
    work: (name, handler, opts = {}) => {
      if (closed) throw new Error('the job queue is closed');
      if (loops.has(name)) throw new Error(`this process already works on "${name}" jobs`);
      loops.set(name, startPollLoop(worker, name, handler, opts.concurrency ?? 1));
    },
    failed: (name) => listFailed(db, name),
    counts: (name) => countActive(db, name),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...loops.values()].map((l) => l.stop()));
      await runs.drain(timings.closeGraceMs);
    },
  };
}

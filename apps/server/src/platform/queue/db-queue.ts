import { sql } from 'drizzle-orm';
import type { Db } from '../db/port.ts';
import { createActiveRuns } from './active-runs.ts';
import { claimJobs, completeJob, failJob, insertJob, listFailed, pruneDone, renewLease, type ClaimedJob } from './db-jobs.ts';
import { DEFAULT_ATTEMPTS, retryDelayMs, type JobHandler, type JobQueuePort, type QueueTimings } from './port.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Jobs in the app's own database: the embedded default, and a shared table for workers on one Postgres. */
export function createDbQueue(db: Db, timings: QueueTimings, onError: (err: unknown) => void = () => undefined): JobQueuePort {
  const runs = createActiveRuns();
  const loops = new Map<string, { wake(): void; stop(): Promise<void> }>();
  let closed = false;
  let prunedAt = 0;

  async function run(job: ClaimedJob, handler: JobHandler) {
    if (job.attempt > job.maxAttempts) {
      // Its last attempt's process died mid-run; running it again could kill the next one.
      const error = `abandoned: no worker finished it in ${job.maxAttempts} attempts${job.lastError ? `; last error: ${job.lastError}` : ''}`;
      await failJob(db, job, error, null);
      return;
    }
    const renewal = setInterval(() => {
      if (runs.abandoned) return clearInterval(renewal);
      renewLease(db, job, timings.leaseMs).then(
        (kept) => kept || onError(new Error(`job ${job.id} lost its lease while running`)),
        onError,
      );
    }, timings.leaseMs / 3);
    let error: unknown = null;
    try {
      await handler({ id: job.id, payload: job.payload, attempt: job.attempt });
    } catch (err) {
      error = err ?? new Error('job failed');
    } finally {
      clearInterval(renewal);
    }
    if (runs.abandoned) return;
    if (error === null) await completeJob(db, job);
    else {
      const last = job.attempt >= job.maxAttempts;
      await failJob(db, job, messageOf(error), last ? null : retryDelayMs(timings.backoffMs, job.attempt));
    }
  }

  function startLoop(name: string, handler: JobHandler, concurrency: number) {
    let active = 0;
    let timer: NodeJS.Timeout | undefined;
    let polling: Promise<void> | null = null;
    let again = false;

    async function claimWhileFree() {
      do {
        again = false;
        const free = concurrency - active;
        if (free <= 0 || closed) return;
        const claimed = await claimJobs(db, name, free, timings.leaseMs);
        for (const job of claimed) {
          active++;
          const running = run(job, handler)
            .catch(onError)
            .finally(() => {
              active--;
              poll();
            });
          runs.track(running);
        }
      } while (again);
    }

    function poll() {
      if (closed) return;
      if (polling) {
        again = true;
        return;
      }
      clearTimeout(timer);
      polling = claimWhileFree()
        .then(() => {
          if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
          prunedAt = Date.now();
          return pruneDone(db);
        })
        .catch(onError)
        .finally(() => {
          polling = null;
          if (!closed) timer = setTimeout(poll, timings.pollMs);
        });
    }

    poll();
    return {
      wake: poll,
      stop: async () => {
        clearTimeout(timer);
        await polling;
      },
    };
  }

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
      loops.set(name, startLoop(name, handler, opts.concurrency ?? 1));
    },
    failed: (name) => listFailed(db, name),
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

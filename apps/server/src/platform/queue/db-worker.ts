import type { Db } from '../db/port.ts';
import type { ActiveRuns } from './active-runs.ts';
import { claimJobs, completeJob, failJob, renewLease, type ClaimedJob } from './db-jobs.ts';
import { retryDelayMs, type JobHandler, type QueueTimings } from './port.ts';

/** What the poll loops of one db queue share. */
export interface DbWorkerContext {
  db: Db;
  timings: QueueTimings;
  runs: ActiveRuns;
  onError: (err: unknown) => void;
  /** True once the queue began closing: nothing more is claimed. */
  isClosed(): boolean;
  /** Deletes old finished jobs when it has not been done for a while, whichever loop asks. */
  pruneWhenDue(): Promise<void>;
}

export interface PollLoop {
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Renews the job's lease while its handler runs, so no other worker takes it; answers how to stop renewing. */
function holdLease({ db, timings, runs, onError }: DbWorkerContext, job: ClaimedJob): () => void {
  const renewal = setInterval(() => {
    if (runs.abandoned) return clearInterval(renewal);
    renewLease(db, job, timings.leaseMs).then(
      (kept) => kept || onError(new Error(`job ${job.id} lost its lease while running`)),
      onError,
    );
  }, timings.leaseMs / 3);
  return () => clearInterval(renewal);
}

async function runJob(ctx: DbWorkerContext, job: ClaimedJob, handler: JobHandler) {
  const { db, timings, runs } = ctx;
  if (job.attempt > job.maxAttempts) {
    // Its last attempt's process died mid-run; running it again could kill the next one.
    const error = `abandoned: no worker finished it in ${job.maxAttempts} attempts${job.lastError ? `; last error: ${job.lastError}` : ''}`;
    await failJob(db, job, error, null);
    return;
  }
  const release = holdLease(ctx, job);
  let error: unknown = null;
  try {
    await handler({ id: job.id, payload: job.payload, attempt: job.attempt });
  } catch (err) {
    error = err ?? new Error('job failed');
  } finally {
    release();
  }
  if (runs.abandoned) return;
  if (error === null) await completeJob(db, job);
  else {
    const last = job.attempt >= job.maxAttempts;
    await failJob(db, job, messageOf(error), last ? null : retryDelayMs(timings.backoffMs, job.attempt));
  }
}

/** Runs jobs of one name in this process: claims as many as it has room for, then again when one ends or a poll comes. */
export function startPollLoop(ctx: DbWorkerContext, name: string, handler: JobHandler, concurrency: number): PollLoop {
  const { db, timings, runs, onError } = ctx;
  let active = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let again = false;

  async function claimWhileFree() {
    do {
      again = false;
      const free = concurrency - active;
      if (free <= 0 || ctx.isClosed()) return;
      const claimed = await claimJobs(db, name, free, timings.leaseMs);
      for (const job of claimed) {
        active++;
        const running = runJob(ctx, job, handler)
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
    if (ctx.isClosed()) return;
    if (polling) {
      again = true;
      return;
    }
    clearTimeout(timer);
    polling = claimWhileFree()
      .then(() => ctx.pruneWhenDue())
      .catch(onError)
      .finally(() => {
        polling = null;
        if (!ctx.isClosed()) timer = setTimeout(poll, timings.pollMs);
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

import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createActiveRuns } from './active-runs.ts';
import { DEFAULT_ATTEMPTS, type JobQueuePort, type QueueTimings } from './port.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** Times a job may be found abandoned by a dead worker (BullMQ's stalled check) before it is failed. */
const MAX_STALLED = 2;

/**
 * BullMQ on Redis: a BullMQ queue per job name. Its lock is our lease and its stalled-job check hands the jobs of a
 * dead worker to another; deduplication ids give the idempotent keys.
 */
export function createBullQueue(
  url: string,
  timings: QueueTimings,
  options: { prefix?: string; onError?: (err: unknown) => void } = {},
): JobQueuePort {
  const { prefix = 'parley', onError = () => undefined } = options;
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', onError);
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  const runs = createActiveRuns();
  let closed = false;

  const queueOf = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', onError);
      queues.set(name, queue);
    }
    return queue;
  };

  return {
    driver: 'bullmq',
    enqueue: async (name, payload, opts = {}) => {
      await queueOf(name).add(name, payload, {
        delay: opts.delayMs,
        attempts: opts.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: timings.backoffMs },
        deduplication: opts.key ? { id: opts.key } : undefined,
        removeOnComplete: { age: 7 * DAY_SECONDS },
        removeOnFail: { age: 30 * DAY_SECONDS },
      });
    },
    work: (name, handler, opts = {}) => {
      if (closed) throw new Error('the job queue is closed');
      if (workers.has(name)) throw new Error(`this process already works on "${name}" jobs`);
      const worker = new Worker(
        name,
        async (job) => {
          const running = handler({ id: job.id ?? '', payload: job.data, attempt: job.attemptsStarted });
          runs.track(running);
          await running;
        },
        {
          connection,
          prefix,
          concurrency: opts.concurrency ?? 1,
          lockDuration: timings.leaseMs,
          stalledInterval: timings.leaseMs,
          maxStalledCount: MAX_STALLED,
        },
      );
      worker.on('error', onError);
      workers.set(name, worker);
    },
    failed: async (name) =>
      (await queueOf(name).getFailed(0, 99)).map((job) => ({
        id: job.id ?? '',
        payload: job.data,
        attempts: job.attemptsStarted,
        error: job.failedReason,
      })),
    counts: async (name) => {
      const c = await queueOf(name).getJobCounts('waiting', 'delayed', 'prioritized', 'active');
      return { waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0), running: c.active ?? 0 };
    },
    ping: async () => {
      await connection.ping();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...workers.values()].map((w) => w.pause(true)));
      await runs.drain(timings.closeGraceMs);
      await Promise.all([...workers.values()].map((w) => w.close(true)));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await connection.quit().catch(() => undefined);
    },
  };
}

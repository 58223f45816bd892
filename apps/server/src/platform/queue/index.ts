import type { Config } from '../../config.ts';
import type { Db } from '../db/port.ts';
import { createBullQueue } from './bullmq.ts';
import { createDbQueue } from './db-queue.ts';
import type { JobQueuePort, QueueTimings } from './port.ts';

export type { FailedJob, Job, JobHandler, JobQueuePort } from './port.ts';

export function queueTimings(config: Pick<Config, 'QUEUE_LEASE_MS'>): QueueTimings {
  return { leaseMs: config.QUEUE_LEASE_MS, backoffMs: 10_000, closeGraceMs: 5_000, pollMs: 1_000 };
}

/** BullMQ when Redis is configured, otherwise jobs in the app's database. */
export function createQueue(
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_LEASE_MS'>,
  db: Db,
  onError?: (err: unknown) => void,
): JobQueuePort {
  const timings = queueTimings(config);
  return config.REDIS_URL ? createBullQueue(config.REDIS_URL, timings, { onError }) : createDbQueue(db, timings, onError);
}

/**
 * The queue as a process holds it: every role enqueues, only a worker runs jobs. Without the worker role `work` throws,
 * so a module that forgot its role check stops the process at start-up instead of quietly running jobs on an API or
 * socket instance (docs/operations.md, Roles).
 */
export function queueForRoles(queue: JobQueuePort, roles: readonly string[]): JobQueuePort {
  if (roles.includes('worker')) return queue;
  return {
    ...queue,
    work: (name) => {
      throw new Error(`"${name}" jobs run only in processes with the worker role; this one runs ${roles.join(',')}`);
    },
  };
}

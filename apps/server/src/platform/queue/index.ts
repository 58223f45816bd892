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

export interface Job {
  id: string;
  payload: unknown;
  /** 1 on the first run; a run abandoned by a stopped process counts too. */
  attempt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface EnqueueOptions {
  /** Idempotency: while a job of this name and key is pending or running, enqueueing it again adds nothing. */
  key?: string;
  delayMs?: number;
  /** Runs in all, the first included (default 3); between them the wait doubles from the queue's backoff. */
  attempts?: number;
}

/** A job that ran out of attempts, kept with the error of its last one. */
export interface FailedJob {
  id: string;
  payload: unknown;
  attempts: number;
  error: string;
}

/** Jobs of one name not finished yet: waiting (due, delayed or waiting out a retry's backoff) and running. */
export interface JobCounts {
  waiting: number;
  running: number;
}

/**
 * Background jobs that outlive the process that enqueued them. A running job is held by a lease its worker renews;
 * a killed process's lease expires and another worker (or the same one after a restart) runs the job again, so
 * handlers must be safe to run twice.
 */
export interface JobQueuePort {
  readonly driver: 'db' | 'bullmq';
  enqueue(name: string, payload: unknown, opts?: EnqueueOptions): Promise<void>;
  /** Starts running jobs of this name in this process; only processes with the worker role call it. */
  work(name: string, handler: JobHandler, opts?: { concurrency?: number }): void;
  failed(name: string): Promise<FailedJob[]>;
  /** Shared by every instance on the queue, so each one answers the same. */
  counts(name: string): Promise<JobCounts>;
  ping(): Promise<void>;
  /** Stops taking jobs and waits a grace period for running ones; a job still running then is left to its lease. */
  close(): Promise<void>;
}

export interface QueueTimings {
  /** How long a running job stays claimed without a renewal. */
  leaseMs: number;
  /** The wait before the first retry; it doubles with each further one. */
  backoffMs: number;
  /** How long close waits for running handlers. */
  closeGraceMs: number;
  /** How often an idle db worker looks for due jobs. */
  pollMs: number;
}

export const DEFAULT_ATTEMPTS = 3;

export const retryDelayMs = (backoffMs: number, attempt: number) => backoffMs * 2 ** (attempt - 1);

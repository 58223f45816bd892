import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db/port.ts';
import type { FailedJob, JobCounts } from './port.ts';

/** Database time, so workers on several machines agree on what is due and whose lease ran out. */
const fromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;
const DONE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface ClaimedJob {
  id: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  leaseToken: string | null;
  lastError: string | null;
}

export async function insertJob(
  db: Db,
  job: { name: string; payload: unknown; key?: string; delayMs: number; maxAttempts: number },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      name: job.name,
      key: job.key ?? null,
      payload: job.payload,
      maxAttempts: job.maxAttempts,
      runAt: fromNow(job.delayMs),
    })
    .onConflictDoNothing();
}

/**
 * Takes up to `limit` due jobs: pending ones whose time came and running ones whose lease expired. SKIP LOCKED lets
 * workers in several processes claim from one table without waiting on, or taking, each other's rows.
 */
export function claimJobs(db: Db, name: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db.$with('due').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, name),
          inArray(jobs.status, ['pending', 'running']),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(jobs)
    .set({
      status: 'running',
      attempt: sql`${jobs.attempt} + 1`,
      leaseToken: sql`gen_random_uuid()`,
      lockedUntil: fromNow(leaseMs),
    })
    .where(inArray(jobs.id, db.select({ id: due.id }).from(due)))
    .returning({
      id: jobs.id,
      payload: jobs.payload,
      attempt: jobs.attempt,
      maxAttempts: jobs.maxAttempts,
      leaseToken: jobs.leaseToken,
      lastError: jobs.lastError,
    });
}

const held = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leaseToken, job.leaseToken ?? ''));

/** False when the lease was lost (it expired and another worker took the job). */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', leaseToken: null, lockedUntil: null, finishedAt: sql`now()` })
    .where(held(job));
}

/** Another try after `retryInMs`, or failed for good when it is null. */
export async function failJob(db: Db, job: ClaimedJob, error: string, retryInMs: number | null): Promise<void> {
  const next =
    retryInMs === null
      ? { status: 'failed' as const, finishedAt: sql`now()` }
      : { status: 'pending' as const, runAt: fromNow(retryInMs) };
  await db
    .update(jobs)
    .set({ ...next, lastError: error, leaseToken: null, lockedUntil: null })
    .where(held(job));
}

export async function listFailed(db: Db, name: string): Promise<FailedJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.status, 'failed')))
    .orderBy(desc(jobs.finishedAt))
    .limit(100);
  return rows.map((r) => ({ id: r.id, payload: r.payload, attempts: r.attempt, error: r.lastError ?? '' }));
}

export async function countActive(db: Db, name: string): Promise<JobCounts> {
  const rows = await db
    .select({ status: jobs.status, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.name, name), inArray(jobs.status, ['pending', 'running'])))
    .groupBy(jobs.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { waiting: of('pending'), running: of('running') };
}

export async function pruneDone(db: Db): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, fromNow(-DONE_KEPT_MS))));
}

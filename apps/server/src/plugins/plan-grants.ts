import { eq, lte } from 'drizzle-orm';
import { planGrants, users } from '../db/schema/index.ts';
import type { Clock } from '../platform/clock/port.ts';
import type { Db } from '../platform/db/port.ts';
import type { JobQueuePort } from '../platform/queue/port.ts';
import type { DomainEventBus } from '../shared/domain-events.ts';
import { settlePlan } from './user-plan.ts';

/**
 * Complimentary plans (ADR 0074): a grant is one more source of users.plan (user-plan.ts) until its end, when the
 * expiry job deletes it and settles the plan again. Shared like free-trials.ts: referrals grants, anyone may read.
 */
export const PLAN_GRANT_EXPIRY_JOB = 'plan-grant.expire';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface GrantRequest {
  userId: number;
  plan: 'basic' | 'pro';
  days: number;
  reason: string;
  now: Date;
}

/**
 * Starts a grant, or extends a running one by the days from its end (consecutive credits add up); the plan is settled
 * in the same transaction. Answers the new end and whether the plan changed (the caller announces it once committed).
 */
export async function extendGrant(tx: Db, r: GrantRequest): Promise<{ endsAt: Date; planChanged: boolean }> {
  // The person's row, not the grant's, is locked: two credits at once for someone without a grant would otherwise both
  // read none and both end it 30 days from now. NO KEY UPDATE, not UPDATE: each credit's transaction already holds a
  // KEY SHARE on this row (its referral rows point at the inviter), and two FOR UPDATEs waiting on each other's key
  // share deadlocked on Postgres.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, r.userId)).for('no key update');
  const [row] = await tx.select().from(planGrants).where(eq(planGrants.userId, r.userId));
  const from = row && row.endsAt > r.now ? row.endsAt : r.now;
  const endsAt = new Date(from.getTime() + r.days * DAY_MS);
  await tx
    .insert(planGrants)
    .values({ userId: r.userId, plan: r.plan, endsAt, reason: r.reason })
    .onConflictDoUpdate({ target: planGrants.userId, set: { plan: r.plan, endsAt, reason: r.reason } });
  return { endsAt, planChanged: await settlePlan(tx, r.userId) };
}

export async function grantOf(db: Db, userId: number) {
  const [row] = await db.select().from(planGrants).where(eq(planGrants.userId, userId));
  return row;
}

/** Asks the queue to end the grant at its end; a grant extended since is left alone by that run (it looks at ends_at). */
export const scheduleExpiry = (queue: JobQueuePort, clock: Clock, userId: number, endsAt: Date) =>
  queue.enqueue(
    PLAN_GRANT_EXPIRY_JOB,
    { userId },
    { key: `${userId}:${endsAt.getTime()}`, delayMs: Math.max(0, endsAt.getTime() - clock.now().getTime()) },
  );

export interface ExpiryDeps {
  db: Db;
  clock: Clock;
  domain: DomainEventBus;
}

/**
 * Takes back every grant whose end has passed, each person's plan settled in their own transaction; answers how
 * many ended. Safe to run twice or late: it reads the ends, not the job that woke it.
 */
export async function expireGrants(deps: ExpiryDeps): Promise<number> {
  const due = await deps.db
    .select({ userId: planGrants.userId })
    .from(planGrants)
    .where(lte(planGrants.endsAt, deps.clock.now()));
  for (const { userId } of due) {
    const changed = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(planGrants).where(eq(planGrants.userId, userId)).for('update');
      if (!row || row.endsAt > deps.clock.now()) return false;
      await tx.delete(planGrants).where(eq(planGrants.userId, userId));
      return settlePlan(tx, userId);
    });
    if (changed) await deps.domain.publish('auth.changed', { userId });
  }
  return due.length;
}

/**
 * The worker's part: runs the expiry when a grant's scheduled end comes. At start it also ends what is overdue and
 * schedules every running grant again (the queue keeps one job per end), as an end whose job was never queued (the
 * process stopped between the credit's commit and its enqueue) would otherwise never come.
 */
export async function startPlanGrantExpiry(deps: ExpiryDeps & { queue: JobQueuePort; roles: readonly string[] }) {
  if (!deps.roles.includes('worker')) return;
  deps.queue.work(PLAN_GRANT_EXPIRY_JOB, async () => {
    await expireGrants(deps);
  });
  await expireGrants(deps);
  const running = await deps.db.select({ userId: planGrants.userId, endsAt: planGrants.endsAt }).from(planGrants);
  for (const grant of running) await scheduleExpiry(deps.queue, deps.clock, grant.userId, grant.endsAt);
}

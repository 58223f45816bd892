import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES, PLANS, type Plan } from '@parley/contracts';
import { companyMembers, companySubscriptions, planGrants, planSubscriptions, users } from '../db/schema/index.ts';
import type { Db } from '../platform/db/port.ts';

const rank = (plan: Plan) => PLANS.indexOf(plan);
const live = [...LIVE_SUBSCRIPTION_STATUSES];

/**
 * users.plan, from every source of one (ADR 0028, ADR 0072): the highest of the learner's own live plan subscriptions,
 * Team while they hold a seat of an organisation whose Team subscription is live, and a complimentary plan while its
 * grant lasts (ADR 0074; the grant's expiry job removes it). Shared like payment-customers.ts:
 * billing (their own subscriptions) and company (seats, joining, leaving) both settle the plan here.
 */
async function planOf(tx: Db, userId: number): Promise<Plan> {
  const [own, seat, grant] = await Promise.all([
    tx
      .select({ plan: planSubscriptions.plan })
      .from(planSubscriptions)
      .where(and(eq(planSubscriptions.userId, userId), inArray(planSubscriptions.status, live))),
    tx
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(companySubscriptions, eq(companySubscriptions.companyId, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, userId), inArray(companySubscriptions.status, live)))
      .limit(1),
    tx.select({ plan: planGrants.plan }).from(planGrants).where(eq(planGrants.userId, userId)),
  ]);
  const plans: Plan[] = [...own.map((s) => s.plan), ...(seat.length > 0 ? (['team'] as const) : []), ...grant.map((g) => g.plan)];
  return plans.reduce<Plan>((best, p) => (rank(p) > rank(best) ? p : best), 'free');
}

/**
 * Settles a user's plan inside the caller's transaction, the user's row locked so two changes for one person apply one
 * after the other; answers whether it changed (the caller then announces `auth.changed` once committed). The lock is
 * NO KEY UPDATE (the plan is no key): a payment event's transaction may already hold a KEY SHARE on the row through a
 * row pointing at the user, and FOR UPDATE then waited on another such transaction that waited on it (a deadlock on
 * Postgres when two friends' payments credited one inviter at once).
 */
export async function settlePlan(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) return false;
  const next = await planOf(tx, userId);
  if (next === row.plan) return false;
  await tx.update(users).set({ plan: next }).where(eq(users.id, userId));
  return true;
}

import { count, desc, inArray } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES, PLAN_CURRENCY, planPrice, type BillingPeriod, type Plan } from '@parley/contracts';
import { paymentEvents, planSubscriptions, teacherSubscriptions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

const live = [...LIVE_SUBSCRIPTION_STATUSES];

/**
 * The admin console's read-only payments overview (ADR 0070): live plan subscriptions by plan, period and status, the
 * learners' live subscriptions to teachers, the monthly recurring revenue of the plans (a 6-month period counted by its
 * discounted monthly price; a coupon's discount is not taken off) and the newest provider events.
 */
export async function paymentsOverview(db: Tx, eventCount: number) {
  const [groups, [teachers], events] = await Promise.all([
    db
      .select({
        plan: planSubscriptions.plan,
        period: planSubscriptions.period,
        status: planSubscriptions.status,
        count: count(),
      })
      .from(planSubscriptions)
      .where(inArray(planSubscriptions.status, live))
      .groupBy(planSubscriptions.plan, planSubscriptions.period, planSubscriptions.status),
    db.select({ count: count() }).from(teacherSubscriptions).where(inArray(teacherSubscriptions.status, live)),
    db.select().from(paymentEvents).orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.createdAt)).limit(eventCount),
  ]);
  const byPlanAndStatus = new Map<string, { plan: Plan; status: string; count: number }>();
  let mrrCents = 0;
  for (const g of groups) {
    mrrCents += planPrice(g.plan, g.period as BillingPeriod).monthlyCents * g.count;
    const key = `${g.plan}:${g.status}`;
    const seen = byPlanAndStatus.get(key) ?? { plan: g.plan, status: g.status, count: 0 };
    byPlanAndStatus.set(key, { ...seen, count: seen.count + g.count });
  }
  return {
    subscriptions: [...byPlanAndStatus.values()].sort((a, b) => a.plan.localeCompare(b.plan) || a.status.localeCompare(b.status)),
    teacherSubscriptions: teachers?.count ?? 0,
    mrrCents,
    currency: PLAN_CURRENCY,
    events,
  };
}

import { count, desc, inArray } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES, PLAN_CURRENCY, type Plan } from '@parley/contracts';
import { paymentEvents, teacherSubscriptions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import { billedMonthlyCents, liveSubscriptions } from './monthly-revenue.ts';

const live = [...LIVE_SUBSCRIPTION_STATUSES];

/**
 * The admin console's read-only payments overview (ADR 0070): live plan subscriptions by plan and status (an
 * organisation's Team subscription counted once, whatever its seats), the learners' live subscriptions to teachers,
 * the monthly recurring revenue of the plans (each subscription at what it bills a month: every seat, a 6-month period
 * at its discounted monthly price, less a coupon while it lasts, ADR 0071) and the newest provider events.
 */
export async function paymentsOverview(db: Tx, eventCount: number, now: Date) {
  const [subscriptions, [teachers], events] = await Promise.all([
    liveSubscriptions(db),
    db.select({ count: count() }).from(teacherSubscriptions).where(inArray(teacherSubscriptions.status, live)),
    db.select().from(paymentEvents).orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.createdAt)).limit(eventCount),
  ]);
  const byPlanAndStatus = new Map<string, { plan: Plan; status: string; count: number }>();
  let mrrCents = 0;
  for (const s of subscriptions) {
    mrrCents += billedMonthlyCents(s, now);
    const key = `${s.plan}:${s.status}`;
    const seen = byPlanAndStatus.get(key) ?? { plan: s.plan, status: s.status, count: 0 };
    byPlanAndStatus.set(key, { ...seen, count: seen.count + 1 });
  }
  return {
    subscriptions: [...byPlanAndStatus.values()].sort((a, b) => a.plan.localeCompare(b.plan) || a.status.localeCompare(b.status)),
    teacherSubscriptions: teachers?.count ?? 0,
    mrrCents: Math.round(mrrCents),
    currency: PLAN_CURRENCY,
    events,
  };
}

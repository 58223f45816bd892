import type { TestApp } from './test-app.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A provider's event for a learner's plan subscription, Stripe-shaped as both providers send them: for tests of
 * modules that hear plan payments (referrals, ambassadors) without billing's own helpers.
 */
export function paidPlanEvent(
  t: TestApp,
  o: { id: string; userId: number; status?: string; plan?: 'basic' | 'pro'; subscription?: string; at?: number },
) {
  return {
    id: o.id,
    object: 'event',
    type: 'customer.subscription.created',
    created: unix(t.clock.now()) + (o.at ?? 0),
    data: {
      object: {
        id: o.subscription ?? `sub_${o.userId}`,
        object: 'subscription',
        customer: `cus_${o.userId}`,
        status: o.status ?? 'active',
        metadata: { kind: 'plan', user_id: String(o.userId), plan: o.plan ?? 'basic', period: '1_month' },
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ current_period_end: unix(t.clock.now()) + 30 * 86_400 }] },
      },
    },
  };
}

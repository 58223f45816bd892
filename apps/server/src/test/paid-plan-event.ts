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

/**
 * A provider's `invoice.paid` for a learner's plan, Stripe-shaped as both providers send it: the money a referral
 * credit waits for. `amount` 0 is a trial's invoice or one wholly discounted.
 */
export function paidPlanInvoice(
  t: TestApp,
  o: {
    id: string;
    userId: number;
    invoice: string;
    amount: number;
    plan?: 'basic' | 'pro';
    /** Seconds after the test clock's now. */
    at?: number;
    /** Another product's invoice (`teacher_plan`, `company_seats`): no plan's. */
    kind?: string;
    /** Stripe's shape before API version 2025-03-31: the subscription on top. */
    older?: boolean;
  },
) {
  const created = unix(t.clock.now()) + (o.at ?? 0);
  const metadata = { kind: o.kind ?? 'plan', user_id: String(o.userId), plan: o.plan ?? 'basic', period: '1_month' };
  const details = { subscription: `sub_${o.userId}_${o.plan ?? 'basic'}`, metadata };
  return {
    id: o.id,
    object: 'event',
    type: 'invoice.paid',
    created,
    data: {
      object: {
        id: o.invoice,
        object: 'invoice',
        customer: `cus_${o.userId}`,
        amount_paid: o.amount,
        currency: 'usd',
        status_transitions: { paid_at: created },
        ...(o.older
          ? { subscription: details.subscription, subscription_details: { metadata } }
          : { parent: { type: 'subscription_details', subscription_details: details } }),
      },
    },
  };
}

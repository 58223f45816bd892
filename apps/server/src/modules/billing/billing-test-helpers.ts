import { billingApi, type BillingPeriod, type PaidPlan } from '@parley/contracts';
import { bearer, register } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export async function learner(t: TestApp) {
  const { auth } = await register(t);
  return { id: auth.user.id, headers: bearer(auth.access_token) };
}
export type Learner = Awaited<ReturnType<typeof learner>>;

export const callBilling = (t: TestApp, e: { method: 'GET' | 'POST'; path: string }, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: e.method, url: e.path, headers, ...(payload === undefined ? {} : { payload }) });

export const me = async (t: TestApp, who: Learner) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: who.headers })).json() as { plan: string };
export const subscriptions = async (t: TestApp, who: Learner) => (await callBilling(t, billingApi.list, who.headers)).json();

export interface PlanEventOptions {
  id: string;
  type?: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  /** Seconds after the test clock's now. */
  at?: number;
  subscription?: string;
  userId: number;
  plan?: PaidPlan;
  period?: BillingPeriod;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: string;
  kind?: string;
  /** More metadata, as a checkout with a promotion code adds. */
  metadata?: Record<string, string>;
}

/** A Stripe-shaped subscription event, as both providers send them. */
export function planEvent(t: TestApp, o: PlanEventOptions) {
  return {
    id: o.id,
    object: 'event',
    type: o.type ?? 'customer.subscription.created',
    created: unix(t.clock.now()) + (o.at ?? 0),
    data: {
      object: {
        id: o.subscription ?? `sub_${o.userId}`,
        object: 'subscription',
        customer: `cus_${o.userId}`,
        status: o.status ?? (o.type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
        metadata: {
          kind: o.kind ?? 'plan',
          user_id: String(o.userId),
          plan: o.plan ?? 'basic',
          period: o.period ?? '6_month',
          ...o.metadata,
        },
        cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
        items: { object: 'list', data: [{ current_period_end: unix(new Date(o.periodEnd ?? '2026-09-01T10:00:00Z')) }] },
      },
    },
  };
}

export { postEvent, postEventOk } from '../../test/provider-events.ts';

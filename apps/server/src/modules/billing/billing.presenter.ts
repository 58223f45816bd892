import {
  BILLING_PERIODS,
  PLAN_CATALOGUE,
  PLAN_CURRENCY,
  PLAN_FREE_TRIAL_DAYS,
  PLANS,
  planPrice,
  type BillingPeriod,
  type Plan,
  type PlanCard,
  type Subscription,
} from '@parley/contracts';
import type { PlanSubscriptionRow } from './billing.store.ts';

function priceOf(plan: Plan, period: BillingPeriod) {
  const p = planPrice(plan, period);
  return {
    price: p.monthlyCents,
    original_price: p.originalMonthlyCents,
    discount: p.discountPercent,
    billed: p.billedCents,
    currency: PLAN_CURRENCY,
  };
}

/** The cards for a caller on a plan (null: signed out) who has had the trials of `trialsHad` (plan names). */
export const presentPlans = (currentPlan: Plan | null, trialsHad: readonly string[] = []): PlanCard[] =>
  PLANS.map((plan) => {
    const info = PLAN_CATALOGUE[plan];
    return {
      plan_id: plan,
      name: info.name,
      description: info.description,
      features: [...info.features],
      highlighted: info.highlighted,
      popular: info.popular,
      is_current_plan: plan === currentPlan,
      trial_days: plan === 'free' || trialsHad.includes(plan) ? null : PLAN_FREE_TRIAL_DAYS,
      prices: Object.fromEntries(BILLING_PERIODS.map((period) => [period, priceOf(plan, period)])) as PlanCard['prices'],
    };
  });

export const presentSubscription = (row: PlanSubscriptionRow): Subscription => ({
  plan: row.plan,
  period: row.period,
  end_date: row.currentPeriodEnd?.toISOString() ?? null,
  cancel_at_period_end: row.cancelAtPeriodEnd,
  status: row.status as Subscription['status'],
});

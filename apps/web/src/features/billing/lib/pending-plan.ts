import { BILLING_PERIODS, PLANS, type BillingPeriod, type Plan } from '@parley/contracts';

/**
 * The plan a visitor chose before being sent to sign in, carried in the pricing page's query (?plan=&period=&code=)
 * so the page can continue when they come back, with the promotion code they typed.
 */
export function pendingChoice(params: URLSearchParams): { plan: Plan; period: BillingPeriod; code: string } | null {
  const plan = PLANS.find((p) => p === params.get('plan'));
  const period = BILLING_PERIODS.find((p) => p === params.get('period'));
  return plan && period ? { plan, period, code: params.get('code') ?? '' } : null;
}

export const choiceSearch = (plan: Plan, period: BillingPeriod, code: string) =>
  `?${new URLSearchParams({ plan, period, ...(code ? { code } : {}) })}`;

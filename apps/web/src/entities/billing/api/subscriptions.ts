import { queryOptions } from '@tanstack/react-query';
import { billingApi, type Subscription } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

const SUBSCRIPTIONS_KEY = ['billing', 'subscriptions'] as const;

/** The signed-in learner's live plan subscriptions (pricing page, checkout success, subscription settings). */
export const subscriptionsQueryOptions = queryOptions({
  queryKey: SUBSCRIPTIONS_KEY,
  queryFn: ({ signal }) => call(billingApi.list, { signal }),
});

/** The subscription that gives this plan, if any. */
export const subscriptionFor = (list: readonly Subscription[] | undefined, plan: string) => list?.find((s) => s.plan === plan);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days until the end date, rounded up ("1 day left" on the last day); 0 once it has passed. */
export const daysLeft = (endDate: string, now: Date = new Date()) =>
  Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS));

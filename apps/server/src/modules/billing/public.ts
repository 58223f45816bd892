/**
 * What other modules may use of billing: the admin console's read-only payments overview, a person's live plan
 * subscriptions, and the kind a learner's plan checkout gives its subscription (what referral credits look for).
 */
export { paymentsOverview } from './payments-overview.ts';
export { liveSubscriptionsOf } from './billing.store.ts';
export { PLAN_KIND } from './plan-events.ts';

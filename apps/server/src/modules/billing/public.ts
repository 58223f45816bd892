/** What other modules may use of billing: the admin console's read-only payments overview. */
export { paymentsOverview } from './payments-overview.ts';
export { liveSubscriptionsOf } from './billing.store.ts';

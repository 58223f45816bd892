/** What other features may use of billing: the plan cards' query, so an organisation's checkout shares its cache. */
export { plansQueryOptions } from './api/plans.ts';

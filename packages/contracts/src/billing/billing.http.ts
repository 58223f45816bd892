import { endpoint } from '../common/endpoint.ts';
import * as s from './billing.schemas.ts';

export const SUBSCRIPTION_PREFIX = '/api/v1/sdk/subscription';
/** Where a payments provider posts its events; {provider} is the configured one (sandbox or stripe). */
export const WEBHOOK_PATH = `${SUBSCRIPTION_PREFIX}/webhook/{provider}`;

/** Learners' plans and subscriptions (feedback-pricing spec §2–§9; docs/decisions/0028-subscriptions.md). */
export const billingApi = {
  plans: endpoint({
    method: 'GET',
    path: `${SUBSCRIPTION_PREFIX}/plans`,
    summary: "The four plan cards with both periods' prices; the caller's plan is marked when signed in",
    auth: 'optional',
    status: 200,
    response: s.plansResponseSchema,
  }),
  checkout: endpoint({
    method: 'POST',
    path: `${SUBSCRIPTION_PREFIX}/checkout`,
    summary: "Open the provider's checkout for a paid plan and period; the plan changes only when the provider confirms",
    auth: 'access',
    body: s.subscriptionRequestSchema,
    status: 200,
    response: s.checkoutResponseSchema,
  }),
  portal: endpoint({
    method: 'POST',
    path: `${SUBSCRIPTION_PREFIX}/portal`,
    summary: "Open the provider's billing portal for the caller's subscriptions (404 before the first one)",
    auth: 'access',
    status: 200,
    response: s.portalResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: SUBSCRIPTION_PREFIX,
    summary: "The caller's current plan subscriptions (trialing, active or past due)",
    auth: 'access',
    status: 200,
    response: s.subscriptionListSchema,
  }),
  webhook: endpoint({
    method: 'POST',
    path: WEBHOOK_PATH,
    summary: 'Signed provider events, verified against the raw body; idempotent by event id, applied in event-time order',
    auth: 'none',
    params: s.webhookParamsSchema,
    status: 200,
    response: s.webhookResponseSchema,
  }),
} as const;

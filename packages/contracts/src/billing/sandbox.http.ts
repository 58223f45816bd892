import { endpoint } from '../common/endpoint.ts';
import * as s from './sandbox.schemas.ts';

/**
 * The sandbox payments provider's own calls, behind its checkout, portal and onboarding pages (ADR 0027). Stripe
 * serves these on its own site; like Stripe's, the session or link id in the url is the only key. 404 when the
 * sandbox is not the configured provider.
 */
export const SANDBOX_PREFIX = '/api/v1/sandbox/payments';

export const sandboxApi = {
  checkout: endpoint({
    method: 'GET',
    path: `${SANDBOX_PREFIX}/checkout/{sessionId}`,
    summary: 'What a sandbox checkout session sells',
    auth: 'none',
    params: s.sandboxSessionParamsSchema,
    status: 200,
    response: s.sandboxCheckoutSchema,
  }),
  pay: endpoint({
    method: 'POST',
    path: `${SANDBOX_PREFIX}/checkout/{sessionId}/pay`,
    summary: 'Pay a sandbox checkout with a test card (4242… succeeds, 4000 0000 0000 0002 is declined: PAYMENT_DECLINED)',
    auth: 'none',
    params: s.sandboxSessionParamsSchema,
    body: s.sandboxCardSchema,
    status: 200,
    response: s.sandboxRedirectSchema,
  }),
  portal: endpoint({
    method: 'GET',
    path: `${SANDBOX_PREFIX}/portal/{sessionId}`,
    summary: "A sandbox billing portal session: the customer's subscriptions",
    auth: 'none',
    params: s.sandboxSessionParamsSchema,
    status: 200,
    response: s.sandboxPortalSchema,
  }),
  cancelAtPeriodEnd: endpoint({
    method: 'POST',
    path: `${SANDBOX_PREFIX}/portal/{sessionId}/subscriptions/{subscriptionId}`,
    summary: 'Cancel a subscription at period end, or resume it',
    auth: 'none',
    params: s.sandboxSubscriptionParamsSchema,
    body: s.sandboxCancelBodySchema,
    status: 200,
    response: s.sandboxSubscriptionSchema,
  }),
  onboarding: endpoint({
    method: 'GET',
    path: `${SANDBOX_PREFIX}/onboarding/{linkId}`,
    summary: "A teacher's sandbox onboarding link: the connected account it sets up",
    auth: 'none',
    params: s.sandboxLinkParamsSchema,
    status: 200,
    response: s.sandboxOnboardingSchema,
  }),
  completeOnboarding: endpoint({
    method: 'POST',
    path: `${SANDBOX_PREFIX}/onboarding/{linkId}/complete`,
    summary: 'Finish sandbox onboarding with the payout details (fullName, address, phone_number): the account can take charges',
    auth: 'none',
    params: s.sandboxLinkParamsSchema,
    body: s.sandboxPayoutDetailsSchema,
    status: 200,
    response: s.sandboxRedirectSchema,
  }),
} as const;

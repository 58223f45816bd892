import type { FastifyInstance } from 'fastify';
import { BILLING_TEXTS, parseExpiry, sandboxApi } from '@parley/contracts';
import { notFound } from '../../errors.ts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { presentCheckout, presentOnboarding, presentSubscription } from './sandbox.presenter.ts';

/**
 * The sandbox payments provider's calls behind its checkout, portal and onboarding pages (ADR 0027). They stand
 * where Stripe's own site would be, so they answer only while the sandbox is the configured provider.
 */
export async function paymentsSandboxModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  const provider = () => {
    const sandbox = deps.platform.payments.sandbox;
    if (!sandbox) throw notFound(BILLING_TEXTS.sandboxOff);
    return sandbox;
  };
  route(sandboxApi.checkout, async ({ params }) =>
    presentCheckout(await provider().checkout(params.sessionId), deps.platform.clock.now()),
  );
  route(sandboxApi.pay, async ({ params, body }) => {
    const { month, year } = parseExpiry(body.expiry);
    const paid = await provider().pay(params.sessionId, { ...body, expMonth: month, expYear: year });
    return { redirect_url: paid.redirectUrl };
  });
  route(sandboxApi.portal, async ({ params }) => {
    const portal = await provider().portal(params.sessionId);
    return { return_url: portal.returnUrl, subscriptions: portal.subscriptions.map(presentSubscription) };
  });
  route(sandboxApi.cancelAtPeriodEnd, async ({ params, body }) =>
    presentSubscription(
      await provider().setCancelAtPeriodEnd(params.sessionId, params.subscriptionId, body.cancel_at_period_end),
    ),
  );
  route(sandboxApi.onboarding, async ({ params }) => presentOnboarding(await provider().onboarding(params.linkId)));
  route(sandboxApi.completeOnboarding, async ({ params, body }) => {
    const { fullName, address, phone_number: phoneNumber } = body;
    const done = await provider().completeOnboarding(params.linkId, { fullName, address, phoneNumber });
    return { redirect_url: done.redirectUrl };
  });
}

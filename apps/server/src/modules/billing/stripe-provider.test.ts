import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, fillPath, sandboxApi } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-standin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callBilling, learner, me, planEvent, postEvent } from './billing-test-helpers.ts';

const WEBHOOK_SECRET = 'whsec_stripe_test_app';
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const signedByStripe = (event: object) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: JSON.stringify(event),
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });

describe('with Stripe configured', () => {
  it('checks out through Stripe with the plan in the subscription metadata and an idempotency key', async () => {
    const ann = await learner(t);
    const res = await callBilling(t, billingApi.checkout, ann.headers, { plan: 'pro', period: '6_month' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkout_url).toMatch(new RegExp(`^${standIn.url}/c/pay/cs_test_`));
    const request = standIn.seen.at(-1)!;
    expect(request.idempotencyKey).toMatch(/^plan-checkout:[\w-]{32}:\d+$/);
    expect(request.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '7560',
      'line_items[0][price_data][recurring][interval_count]': '6',
      'subscription_data[metadata][kind]': 'plan',
      'subscription_data[metadata][user_id]': String(ann.id),
      'subscription_data[metadata][plan]': 'pro',
      success_url: 'http://localhost:3000/checkout/success?plan=pro',
    });
  });

  it("takes Stripe's signed events at webhook/stripe and refuses the sandbox's", async () => {
    const bob = await learner(t);
    const event = planEvent(t, { id: `evt_${randomBytes(6).toString('hex')}`, userId: bob.id, plan: 'team' });
    expectError(await postEvent(t, event), 404, 'NOT_FOUND');
    const res = await postEvent(t, event, { provider: 'stripe', header: 'stripe-signature', signature: signedByStripe(event) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(t, bob)).plan).toBe('team');
    const portal = await callBilling(t, billingApi.portal, bob.headers);
    expect(portal.json().portal_url).toMatch(new RegExp(`^${standIn.url}/p/session/`));
    expect(standIn.seen.at(-1)!.form).toMatchObject({
      customer: `cus_${bob.id}`,
      return_url: 'http://localhost:3000/profile/subscription',
    });
  });

  it('has no sandbox pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: fillPath(sandboxApi.checkout.path, { sessionId: 'cs_1' }) });
    expectError(res, 404, 'NOT_FOUND', 'The sandbox payments provider is not in use.');
  });
});

describe('two deployments on one Stripe account', () => {
  it('never hand one learner the checkout of another with the same user id', async () => {
    const other = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url },
    });
    try {
      const [ann, twin] = [await learner(t), await learner(other)];
      // Ids repeat across databases: give both sides a learner of the same id.
      while (twin.id < ann.id) Object.assign(twin, await learner(other));
      expect(twin.id).toBe(ann.id);
      const body = { plan: 'basic', period: '1_month' };
      const first = (await callBilling(t, billingApi.checkout, ann.headers, body)).json().checkout_url;
      const second = await callBilling(other, billingApi.checkout, twin.headers, body);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().checkout_url).not.toBe(first);
      const [a, b] = standIn.seen.slice(-2);
      expect(a!.idempotencyKey).not.toBe(b!.idempotencyKey);
    } finally {
      await other.close();
    }
  });
});

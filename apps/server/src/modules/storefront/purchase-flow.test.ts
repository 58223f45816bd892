import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, fillPath, sandboxApi } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/eventually.ts';
import { PAYOUT_FORM } from '../../test/sandbox-payout.ts';
import { createPaymentsTestApp, type TestApp } from '../../test/test-app.ts';
import { call, student } from './payments-test-helpers.ts';
import { save, teacherWithHomepage } from './storefront-test-helpers.ts';

/**
 * A teacher plan bought end to end over real HTTP: the sandbox's onboarding and checkout, its signed webhooks posted
 * by the job queue to the billing module's endpoint, and the storefront's handler behind it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Pat Student' };

describe('buying a teacher plan', () => {
  it('the teacher connects, a student buys Premium with the trial, and the plan starts with the webhook; the place is then taken', async () => {
    const teacher = await teacherWithHomepage(t);
    await save(t, teacher, 'services', { accepting_students: true, max_subscribers: 1, focus: [] });
    const link = new URL((await call(t, 'POST', 'payment_account/connect', teacher)).json().url).searchParams.get('link')!;
    const done = await t.app.inject({
      method: 'POST',
      url: fillPath(sandboxApi.completeOnboarding.path, { linkId: link }),
      payload: PAYOUT_FORM,
    });
    expect(done.statusCode, done.body).toBe(200);
    // Checkouts open once the provider's account event has come in by the webhook.
    const pupil = await student(t);
    const body = { subscription_id: `tp_${teacher.id}_premium`, cancel_url: `/${teacher.url}#pricing` };
    const opened = await eventually(
      () => call(t, 'POST', 'checkout', pupil, body),
      (res) => res.statusCode === 200,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const session = new URL(opened.json().checkout_url).searchParams.get('session')!;
    expect(
      (await t.app.inject({ method: 'GET', url: fillPath(sandboxApi.checkout.path, { sessionId: session }) })).json(),
    ).toMatchObject({
      trial_days: 7,
      amount: 4800,
    });

    const paid = await t.app.inject({
      method: 'POST',
      url: fillPath(sandboxApi.pay.path, { sessionId: session }),
      payload: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirect_url).toBe(`${t.config.PUBLIC_URL}/${teacher.url}?welcome=premium`);
    const plans = await eventually(
      async () => (await call(t, 'GET', 'subscriptions', pupil)).json() as { tier: string; status: string }[],
      (list) => list.length > 0,
    );
    expect(plans).toMatchObject([{ teacher_id: teacher.id, tier: 'premium', status: 'trialing' }]);

    // A teacher's plan is all the student has: the billing portal opens on their customer, lists it and cancels it.
    const portal = await t.app.inject({ method: 'POST', url: billingApi.portal.path, headers: pupil.headers });
    expect(portal.statusCode, portal.body).toBe(200);
    const sessionId = new URL(portal.json().portal_url).searchParams.get('session')!;
    const listed = await t.app.inject({ method: 'GET', url: fillPath(sandboxApi.portal.path, { sessionId }) });
    expect(listed.json().subscriptions).toMatchObject([
      { product_name: expect.stringMatching(/^Premium with /), status: 'trialing', cancel_at_period_end: false },
    ]);
    const subscriptionId = listed.json().subscriptions[0].id as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: fillPath(sandboxApi.cancelAtPeriodEnd.path, { sessionId, subscriptionId }),
      payload: { cancel_at_period_end: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(
      async () => (await call(t, 'GET', 'subscriptions', pupil)).json() as { cancel_at_period_end: boolean }[],
      (list) => list[0]?.cancel_at_period_end === true,
    );

    const next = await student(t);
    expectError(
      await call(t, 'POST', 'checkout', next, { ...body, subscription_id: `tp_${teacher.id}_basic` }),
      409,
      'EXC_TEACHER_MAX_SUBS_REACHED',
    );
  });
});

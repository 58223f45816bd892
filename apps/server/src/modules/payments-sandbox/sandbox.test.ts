import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingApi,
  fillPath,
  sandboxApi,
  SANDBOX_CARD_TEXTS,
  SANDBOX_PAYOUT_TEXTS,
  type Endpoint,
  type Subscription,
} from '@parley/contracts';
import { bearer, expectError, login, register } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/eventually.ts';
import { PAYOUT_FORM } from '../../test/sandbox-payout.ts';
import { createPaymentsTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The whole sandbox purchase over real HTTP: the provider's pages' calls, its signed webhooks posted by the job
 * queue to our own listening endpoint, and the period-end sweep.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (e: Endpoint, params: Record<string, string> = {}, payload?: object, headers: Headers = {}) =>
  t.app.inject({ method: e.method, url: fillPath(e.path, params), headers, ...(payload ? { payload } : {}) });
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Learner' };
const DAY = 24 * 60 * 60 * 1000;

const accounts = new WeakMap<Headers, { email: string; password: string }>();
async function learner(): Promise<Headers> {
  const { account, auth } = await register(t);
  const headers = bearer(auth.access_token);
  accounts.set(headers, account);
  return headers;
}
/** A fresh token after the clock moved past the last one's lifetime. */
async function signIn(headers: Headers) {
  const account = accounts.get(headers)!;
  headers.authorization = `Bearer ${(await login(t, account.email, account.password)).access_token.token}`;
}
const plan = async (headers: Headers) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers })).json() as { plan: string }).plan;
const list = async (headers: Headers) => (await call(billingApi.list, {}, undefined, headers)).json() as Subscription[];

async function openCheckout(headers: Headers, body = { plan: 'basic', period: '6_month' }) {
  const res = await call(billingApi.checkout, {}, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().checkout_url).searchParams.get('session')!;
}

describe('sandbox checkout', () => {
  it('shows what it sells with its 7-day trial, declines 4000 0000 0000 0002 without changing anything, and starts the trial with 4242', async () => {
    const ada = await learner();
    const session = await openCheckout(ada);
    expect((await call(sandboxApi.checkout, { sessionId: session })).json()).toMatchObject({
      status: 'open',
      product_name: 'Parley Basic',
      amount: 4200,
      currency: 'usd',
      interval_months: 6,
      trial_days: 7,
      discount: null,
      first_payment: 4200,
    });

    const declined = await call(sandboxApi.pay, { sessionId: session }, { ...GOOD_CARD, number: '4000 0000 0000 0002' });
    expectError(declined, 402, 'PAYMENT_DECLINED', 'Your card was declined. Please try another card.');
    expect((await call(sandboxApi.checkout, { sessionId: session })).json().status).toBe('open');

    const paid = await call(sandboxApi.pay, { sessionId: session }, GOOD_CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirect_url).toBe(`${t.config.PUBLIC_URL}/checkout/success?plan=basic`);
    // The plan follows the provider's webhook, not the payment answer.
    expect(
      await eventually(
        () => plan(ada),
        (p) => p === 'basic',
      ),
    ).toBe('basic');
    // A trial: the plan at once, the first charge when it ends.
    expect(await list(ada)).toEqual([
      { plan: 'basic', period: '6_month', end_date: '2026-03-08T10:00:00.000Z', cancel_at_period_end: false, status: 'trialing' },
    ]);
    expectError(await call(sandboxApi.pay, { sessionId: session }, GOOD_CARD), 409, 'CONFLICT', 'This checkout is already paid.');
  });

  it('checks the card form: full name, expiry, CVC and number', async () => {
    const session = await openCheckout(await learner());
    const pay = (card: object) => call(sandboxApi.pay, { sessionId: session }, { ...GOOD_CARD, ...card });
    expectError(await pay({ name: '  ' }), 400, 'VALIDATION_ERROR', SANDBOX_CARD_TEXTS.nameRequired);
    expectError(await pay({ expiry: '13' }), 400, 'VALIDATION_ERROR', SANDBOX_CARD_TEXTS.expiryIncomplete);
    expectError(await pay({ expiry: '01 / 26' }), 400, 'VALIDATION_ERROR', "Your card's expiration date is in the past.");
    expectError(await pay({ cvc: '1' }), 400, 'VALIDATION_ERROR', SANDBOX_CARD_TEXTS.cvcIncomplete);
    expectError(await pay({ number: '4242' }), 400, 'VALIDATION_ERROR', SANDBOX_CARD_TEXTS.numberIncomplete);
    expectError(await pay({ number: '5555 5555 5555 4444' }), 402, 'PAYMENT_DECLINED');
    expectError(await call(sandboxApi.checkout, { sessionId: 'cs_sb_nope' }), 404, 'NOT_FOUND');
  });

  it('expires an unpaid checkout after a day', async () => {
    const session = await openCheckout(await learner(), { plan: 'pro', period: '1_month' });
    t.clock.advance(DAY + 1000);
    expect((await call(sandboxApi.checkout, { sessionId: session })).json().status).toBe('expired');
    expectError(await call(sandboxApi.pay, { sessionId: session }, GOOD_CARD), 404, 'NOT_FOUND');
  });
});

describe('sandbox portal and period end', () => {
  it('cancels at period end and resumes; the sweep ends the trial with its first charge, renews, then ends the subscription and the plan', async () => {
    const ben = await learner();
    await call(sandboxApi.pay, { sessionId: await openCheckout(ben, { plan: 'pro', period: '1_month' }) }, GOOD_CARD);
    await eventually(
      () => plan(ben),
      (p) => p === 'pro',
    );
    const portalUrl = new URL((await call(billingApi.portal, {}, undefined, ben)).json().portal_url);
    const sessionId = portalUrl.searchParams.get('session')!;
    const portal = (await call(sandboxApi.portal, { sessionId })).json();
    expect(portal.subscriptions).toMatchObject([
      { product_name: 'Parley Pro', amount: 1800, card_last4: '4242', status: 'trialing', charges: [] },
    ]);
    const subscriptionId = portal.subscriptions[0].id as string;
    const periodEnd = portal.subscriptions[0].current_period_end as string;

    const cancel = (flag: boolean) =>
      call(sandboxApi.cancelAtPeriodEnd, { sessionId, subscriptionId }, { cancel_at_period_end: flag });
    expect((await cancel(true)).json().cancel_at_period_end).toBe(true);
    expect(
      await eventually(
        () => list(ben),
        (l) => l[0]?.cancel_at_period_end === true,
      ),
    ).toMatchObject([{ cancel_at_period_end: true }]);
    expect((await cancel(false)).json().cancel_at_period_end).toBe(false);
    await eventually(
      () => list(ben),
      (l) => l[0]?.cancel_at_period_end === false,
    );

    // Past the trial's end: charged the month's price, active for a month.
    t.clock.set(new Date(new Date(periodEnd).getTime() + 1000));
    await signIn(ben);
    // The first test's trial ends at the same time as this one.
    expect(await t.platform.payments.sandbox!.sweep()).toBeGreaterThanOrEqual(1);
    const renewed = await eventually(
      () => list(ben),
      (l) => l[0]?.end_date !== periodEnd,
    );
    expect(renewed[0]).toMatchObject({ status: 'active' });
    expect(new Date(renewed[0]!.end_date!) > new Date(periodEnd)).toBe(true);
    expect(await plan(ben)).toBe('pro');

    // Cancelled, then past the new period end: the subscription and the plan end.
    const again = new URL((await call(billingApi.portal, {}, undefined, ben)).json().portal_url).searchParams.get('session')!;
    const charged = (await call(sandboxApi.portal, { sessionId: again })).json().subscriptions[0];
    expect(charged.charges).toEqual([{ amount: 1800, discount: 0, currency: 'usd', created_at: periodEnd }]);
    await call(sandboxApi.cancelAtPeriodEnd, { sessionId: again, subscriptionId }, { cancel_at_period_end: true });
    await eventually(
      () => list(ben),
      (l) => l[0]?.cancel_at_period_end === true,
    );
    t.clock.advance(32 * DAY);
    await signIn(ben);
    expect(await t.platform.payments.sandbox!.sweep()).toBe(1);
    expect(
      await eventually(
        () => plan(ben),
        (p) => p === 'free',
      ),
    ).toBe('free');
    expect(await list(ben)).toEqual([]);
    expect(await t.platform.payments.sandbox!.sweep()).toBe(0);
  });

  it('opens a new checkout for each purchase after a cancel, even within the idempotency window', async () => {
    const dee = await learner();
    const buyAndCancel = async () => {
      const session = await openCheckout(dee, { plan: 'pro', period: '1_month' });
      expect((await call(sandboxApi.checkout, { sessionId: session })).json().status).toBe('open');
      expect((await call(sandboxApi.pay, { sessionId: session }, GOOD_CARD)).statusCode).toBe(200);
      await eventually(
        () => list(dee),
        (l) => l.some((s) => !s.cancel_at_period_end),
      );
      const portal = new URL((await call(billingApi.portal, {}, undefined, dee)).json().portal_url).searchParams.get('session')!;
      const [live] = (await call(sandboxApi.portal, { sessionId: portal }))
        .json()
        .subscriptions.filter((s: { cancel_at_period_end: boolean }) => !s.cancel_at_period_end);
      await call(sandboxApi.cancelAtPeriodEnd, { sessionId: portal, subscriptionId: live.id }, { cancel_at_period_end: true });
      await eventually(
        () => list(dee),
        (l) => l.every((s) => s.cancel_at_period_end),
      );
      return session;
    };
    // The first rebuy also changes the customer (known by then); the second changes only the learner's subscriptions.
    const sessions = [await buyAndCancel(), await buyAndCancel(), await buyAndCancel()];
    expect(new Set(sessions).size).toBe(3);
  });

  it('refuses an unknown portal session and another customer’s subscription', async () => {
    expectError(await call(sandboxApi.portal, { sessionId: 'bps_sb_nope' }), 404, 'NOT_FOUND');
    const cy = await learner();
    await call(sandboxApi.pay, { sessionId: await openCheckout(cy) }, GOOD_CARD);
    await eventually(
      () => plan(cy),
      (p) => p === 'basic',
    );
    const own = new URL((await call(billingApi.portal, {}, undefined, cy)).json().portal_url).searchParams.get('session')!;
    const subscriptionId = (await call(sandboxApi.portal, { sessionId: own })).json().subscriptions[0].id as string;
    const other = await t.platform.payments.createPortal({
      customerId: 'cus_sb_other',
      returnUrl: 'http://x',
      idempotencyKey: 'other',
    });
    const sessionId = new URL(other.url).searchParams.get('session')!;
    expect((await call(sandboxApi.portal, { sessionId })).json().subscriptions).toEqual([]);
    const res = await call(sandboxApi.cancelAtPeriodEnd, { sessionId, subscriptionId }, { cancel_at_period_end: true });
    expectError(res, 404, 'NOT_FOUND', 'This subscription does not exist.');
  });
});

describe('sandbox onboarding of a teacher account', () => {
  it('enables charges once the payout details are given, keeps them for a revisit and sends the teacher back', async () => {
    const payments = t.platform.payments;
    const account = await payments.createConnectedAccount({ metadata: { user_id: '1' }, idempotencyKey: 'acct-sandbox-test' });
    const link = await payments.createOnboardingLink({
      accountId: account.id,
      refreshUrl: `${t.config.PUBLIC_URL}/profile/teacher-connect?refresh=1`,
      returnUrl: `${t.config.PUBLIC_URL}/profile/teacher-connect`,
      idempotencyKey: 'link-sandbox-test',
    });
    const linkId = new URL(link.url).searchParams.get('link')!;
    expect(new URL(link.url).pathname).toBe('/payment/connect');
    expect((await call(sandboxApi.onboarding, { linkId })).json()).toMatchObject({
      account_id: account.id,
      charges_enabled: false,
      payout_details: null,
    });
    const details = PAYOUT_FORM;
    const finish = (body: object) => call(sandboxApi.completeOnboarding, { linkId }, body);
    const refused = await finish({});
    expectError(refused, 400, 'VALIDATION_ERROR', SANDBOX_PAYOUT_TEXTS.fullNameRequired);
    expect(refused.json().detail.errors.map((e: { msg: string }) => e.msg)).toEqual([
      SANDBOX_PAYOUT_TEXTS.fullNameRequired,
      SANDBOX_PAYOUT_TEXTS.addressRequired,
      SANDBOX_PAYOUT_TEXTS.phoneRequired,
    ]);
    expectError(await finish({ ...details, address: ' ' }), 400, 'VALIDATION_ERROR', SANDBOX_PAYOUT_TEXTS.addressRequired);
    expectError(await finish({ ...details, phone_number: '12-34' }), 400, 'VALIDATION_ERROR', SANDBOX_PAYOUT_TEXTS.phoneInvalid);
    expectError(await finish({ ...details, phoneNumber: '+1 555 010 0199', phone_number: undefined }), 400, 'VALIDATION_ERROR');
    expect(await payments.retrieveAccount(account.id)).toEqual({ id: account.id, chargesEnabled: false });

    expect((await finish(details)).json()).toEqual({
      redirect_url: `${t.config.PUBLIC_URL}/profile/teacher-connect`,
    });
    expect(await payments.retrieveAccount(account.id)).toEqual({ id: account.id, chargesEnabled: true });
    expect((await call(sandboxApi.onboarding, { linkId })).json()).toMatchObject({
      charges_enabled: true,
      payout_details: details,
    });
    expectError(await call(sandboxApi.onboarding, { linkId: 'al_sb_nope' }), 404, 'NOT_FOUND');
  });
});

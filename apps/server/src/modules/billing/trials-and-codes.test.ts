import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PREFIX,
  billingApi,
  COUPON_TEXTS as T,
  COUPONS_PREFIX,
  couponsApi,
  fillPath,
  type Coupon,
  type PlanCard,
} from '@parley/contracts';
import { freeTrials, sandboxCheckouts } from '../../db/schema/index.ts';
import { asAdmin } from '../../test/admin-helpers.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callBilling, learner, me, planEvent, postEvent, postEventOk, type Learner } from './billing-test-helpers.ts';

/** Free trials and promotion codes at a plan checkout, and the admins' coupons behind them (ADR 0071). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let events = 0;
const eventId = () => `evt_trials_${events++}`;
const checkout = (who: Learner, body: object) => callBilling(t, billingApi.checkout, who.headers, body);
const sessionOf = async (res: { json(): { checkout_url: string } }) =>
  t.platform.payments.sandbox!.checkout(new URL(res.json().checkout_url).searchParams.get('session')!);
const trialsOf = async (headers?: Headers) =>
  Object.fromEntries(
    ((await callBilling(t, billingApi.plans, headers)).json() as PlanCard[]).map((c) => [c.plan_id, c.trial_days]),
  );
const checkoutCount = async () => (await t.db.select({ n: count() }).from(sandboxCheckouts))[0]!.n;

const couponCall = (headers: Headers, e: { method: 'GET' | 'POST'; path: string }, payload?: object, couponId?: number) =>
  t.app.inject({
    method: e.method,
    url: fillPath(e.path, { couponId: String(couponId ?? 0) }),
    headers,
    ...(payload && e.method === 'POST' ? { payload } : {}),
  });
/** The admin's calls, signing in again once a test has moved the clock past the token (asAdmin). */
const coupons = (method: 'GET' | 'POST', path = '', payload?: object) =>
  asAdmin(t, method, `${COUPONS_PREFIX.slice(ADMIN_PREFIX.length + 1)}${path}`, payload);
const listed = async () => (await coupons('GET')).json() as Coupon[];
const deactivate = (id: number) => coupons('POST', `/${id}/deactivate`, {});
async function createCoupon(body: object): Promise<Coupon> {
  const res = await coupons('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** The provider's event for a subscription bought with a code, as a checkout with promotionMetadata sends it. */
const redeemed = (who: Learner, coupon: Coupon, subscription: string, status = 'trialing') =>
  planEvent(t, {
    id: eventId(),
    userId: who.id,
    subscription,
    status,
    metadata: { coupon_id: String(coupon.id), promotion_code: coupon.code },
  });

describe('free trials', () => {
  it("a plan's trial once per person: its next checkout has none and its card says so; other plans keep theirs", async () => {
    expect(await trialsOf()).toEqual({ free: null, basic: 7, pro: 7, team: 7 });
    const ann = await learner(t);
    expect((await sessionOf(await checkout(ann, { plan: 'basic', period: '1_month' }))).trialDays).toBe(7);

    const trial = planEvent(t, { id: eventId(), userId: ann.id, subscription: 'sub_ann', status: 'trialing' });
    await postEventOk(t, trial);
    expect((await postEventOk(t, trial)).duplicate).toBe(true);
    await postEventOk(t, { ...trial, id: eventId(), type: 'customer.subscription.updated' });
    const ended = { id: eventId(), userId: ann.id, subscription: 'sub_ann', type: 'customer.subscription.deleted' as const };
    await postEventOk(t, planEvent(t, { ...ended, at: 10 }));
    expect(await t.db.select().from(freeTrials).where(eq(freeTrials.userId, ann.id))).toMatchObject([
      { product: 'plan:basic', subscriptionId: 'sub_ann' },
    ]);

    expect(await trialsOf(ann.headers)).toEqual({ free: null, basic: null, pro: 7, team: 7 });
    expect((await sessionOf(await checkout(ann, { plan: 'basic', period: '6_month' }))).trialDays).toBeNull();
    expect((await sessionOf(await checkout(ann, { plan: 'pro', period: '1_month' }))).trialDays).toBe(7);
  });
});

describe('coupons, for admins only', () => {
  it('401 signed out, 403 for a member, on every call', async () => {
    const member = await learner(t);
    for (const e of [couponsApi.list, couponsApi.create, couponsApi.deactivate]) {
      expectError(await couponCall({}, e, { code: 'X' }, 1), 401, 'UNAUTHORIZED');
      expectError(await couponCall(member.headers, e, { code: 'NOPE1', percent_off: 5, duration: 'once' }, 1), 403, 'FORBIDDEN');
    }
  });

  it('creates (at the provider too), lists and deactivates, each in the audit log; refuses bad coupons', async () => {
    const made = await createCoupon({ code: 'spring20', percent_off: 20, duration: 'repeating', duration_in_months: 3 });
    expect(made).toMatchObject({
      code: 'SPRING20',
      percent_off: 20,
      amount_off: null,
      currency: null,
      redemptions: 0,
      active: true,
    });
    const dollars = await createCoupon({ code: 'FIVE', amount_off: 500, duration: 'once', max_redemptions: 10 });
    expect(dollars).toMatchObject({ amount_off: 500, currency: 'usd', max_redemptions: 10, duration_in_months: null });
    expect((await listed()).map((c) => c.code).slice(0, 2)).toEqual(['FIVE', 'SPRING20']);

    const bad = async (body: object, message: string, status = 400) => {
      const res = await coupons('POST', '', { code: 'BAD1', duration: 'forever', ...body });
      expectError(res, status, status === 400 ? 'VALIDATION_ERROR' : 'CONFLICT', message);
    };
    await bad({ code: 'Spring20', percent_off: 5 }, T.codeTaken, 409);
    await bad({ code: 'no spaces!', percent_off: 5 }, T.codeInvalid);
    await bad({ percent_off: 5, amount_off: 100 }, T.oneDiscount);
    await bad({}, T.oneDiscount);
    await bad({ percent_off: 101 }, T.percentRange);
    await bad({ amount_off: 0 }, T.amountPositive);
    await bad({ percent_off: 5, duration: 'repeating' }, T.monthsRequired);
    await bad({ percent_off: 5, duration_in_months: 2 }, T.monthsOnlyRepeating);
    await bad({ percent_off: 5, max_redemptions: 0 }, T.maxRedemptions);
    await bad({ percent_off: 5, expires_at: '2026-02-01T00:00:00Z' }, T.expiryPast);

    expect((await deactivate(made.id)).json()).toMatchObject({ id: made.id, active: false });
    expect((await deactivate(made.id)).json().active).toBe(false);
    expectError(await deactivate(999_999), 404, 'NOT_FOUND', T.notFound);
    const audit = await asAdmin(t, 'GET', 'audit');
    const actions = (audit.json().items as { action: string; target_id: string }[]).filter((a) => a.action.startsWith('coupon.'));
    expect(actions.map((a) => `${a.action} ${a.target_id}`)).toEqual(
      expect.arrayContaining([`coupon.create ${made.id}`, `coupon.create ${dollars.id}`, `coupon.deactivate ${made.id}`]),
    );
    expect(actions.filter((a) => a.action === 'coupon.deactivate')).toHaveLength(1);
  });
});

describe('promotion codes at a plan checkout', () => {
  it('a valid code shows its discount at the checkout; an unknown, inactive, expired or used-up one is refused naming the field', async () => {
    await createCoupon({ code: 'SAVE20', percent_off: 20, duration: 'forever' });
    const bob = await learner(t);
    const session = await sessionOf(await checkout(bob, { plan: 'basic', period: '1_month', promotion_code: ' save20 ' }));
    expect(session).toMatchObject({ amountCents: 1000, firstChargeCents: 800, trialDays: 7 });
    expect(session.discount).toEqual({
      code: 'SAVE20',
      percentOff: 20,
      amountOff: null,
      duration: 'forever',
      durationInMonths: null,
    });

    const gone = await createCoupon({ code: 'GONE', percent_off: 10, duration: 'once' });
    await deactivate(gone.id);
    await createCoupon({ code: 'LATE', percent_off: 10, duration: 'once', expires_at: '2026-03-02T10:00:00Z' });
    const once = await createCoupon({ code: 'ONLYONE', percent_off: 10, duration: 'once', max_redemptions: 1 });
    await postEventOk(t, redeemed(await learner(t), once, 'sub_only_one'));
    t.clock.advance(2 * 86_400_000);

    const before = await checkoutCount();
    const cy = await learner(t);
    for (const [code, message] of [
      ['NOSUCH', T.promotionUnknown],
      ['gone', T.promotionInactive],
      ['LATE', T.promotionExpired],
      ['ONLYONE', T.promotionExhausted],
    ] as const) {
      const error = expectError(
        await checkout(cy, { plan: 'pro', period: '1_month', promotion_code: code }),
        400,
        'VALIDATION_ERROR',
        message,
      );
      expect(error.errors?.[0]?.loc).toEqual(['body', 'promotion_code']);
    }
    expect(await checkoutCount()).toBe(before);
  });

  it('counts a redemption once per subscription and sets promotion_code; one past the limit from a checkout opened under it is honoured', async () => {
    const coupon = await createCoupon({ code: 'LIMIT1', percent_off: 15, duration: 'once', max_redemptions: 1 });
    const [dee, eve] = [await learner(t), await learner(t)];
    // Both checkouts open while the code is still unused.
    for (const who of [dee, eve])
      expect((await checkout(who, { plan: 'pro', period: '1_month', promotion_code: 'LIMIT1' })).statusCode).toBe(200);

    const first = redeemed(dee, coupon, 'sub_dee');
    await postEventOk(t, first);
    expect((await postEventOk(t, first)).duplicate).toBe(true);
    await postEventOk(t, { ...redeemed(dee, coupon, 'sub_dee', 'active'), type: 'customer.subscription.updated' });
    expect((await me(t, dee)) as unknown).toMatchObject({ promotion_code: 'LIMIT1' });
    const counted = async () => (await listed()).find((c) => c.id === coupon.id);
    expect(await counted()).toMatchObject({ redemptions: 1 });

    await postEventOk(t, redeemed(eve, coupon, 'sub_eve', 'active'));
    expect(await counted()).toMatchObject({ redemptions: 2, max_redemptions: 1 });
    expect((await me(t, eve)) as unknown).toMatchObject({ promotion_code: 'LIMIT1' });
    const late = await checkout(await learner(t), { plan: 'pro', period: '1_month', promotion_code: 'LIMIT1' });
    expectError(late, 400, 'VALIDATION_ERROR', T.promotionExhausted);
    // A subscription that never went live (an incomplete payment) redeems nothing.
    const fay = await learner(t);
    expect((await postEvent(t, redeemed(fay, coupon, 'sub_fay', 'incomplete'))).statusCode).toBe(200);
    expect((await me(t, fay)) as unknown).toMatchObject({ promotion_code: null });
  });
});

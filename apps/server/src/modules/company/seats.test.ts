import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  COMPANY_TEXTS as T,
  COUPON_TEXTS,
  fillPath,
  REGISTRATION_CODE_UNKNOWN,
  sandboxApi,
  type CompanyDashboard,
  type Coupon,
} from '@parley/contracts';
import { sandboxCheckouts } from '../../db/schema/index.ts';
import { asAdmin } from '../../test/admin-helpers.ts';
import { bearer, expectError, login, newAccount, post } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/eventually.ts';
import { createPaymentsTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall, person as newPerson, type CallArgs, type Person } from './content-test-helpers.ts';

/**
 * Seats over real HTTP (ADR 0072): the Team checkout on the sandbox's pages, its signed webhooks posted to our own
 * endpoint by the job queue, seats changed with proration, and the members' plan following the subscription.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Admin' };
const DAY = 24 * 60 * 60 * 1000;
type Who = Person;
const person = () => newPerson(t);
const call = (...args: CallArgs) => companyCall(t, ...args);
const planOf = async (who: Who) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: who.headers })).json().plan as string;
const dashboard = async (who: Who) => (await call(who, 'GET', '/dashboard')).json() as CompanyDashboard;
const sandbox = (e: { method: 'GET' | 'POST'; path: string }, sessionId: string, payload?: object) =>
  t.app.inject({ method: e.method, url: fillPath(e.path, { sessionId }), ...(payload ? { payload } : {}) });

async function buySeats(admin: Who, seats: number, extra: object = {}) {
  const res = await call(admin, 'POST', '/checkout', { seats, period: '1_month', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const session = new URL(res.json().checkout_url).searchParams.get('session')!;
  return { session, view: (await sandbox(sandboxApi.checkout, session)).json() };
}

/** After the clock has passed the access token's life. */
const signInAgain = async (who: Who) => {
  who.headers.authorization = `Bearer ${(await login(t, who.account.email, who.account.password)).access_token.token}`;
};

describe('Team seats', () => {
  it('sells seats with the Team trial, puts every seat holder on Team, and never lets seats fall below the members', async () => {
    const admin = await person();
    expect((await call(admin, 'POST', '', { name: 'Acme', billing_email: 'pay@acme.test' })).statusCode).toBe(201);
    expectError(await call(admin, 'PUT', '/seats', { seats: 3 }), 409, 'CONFLICT', T.notSubscribed);
    expectError(await call(admin, 'POST', '/portal'), 404, 'NOT_FOUND', T.noBilling);
    const refused = await call(admin, 'POST', '/checkout', { seats: 0, period: '1_month' });
    expect(expectError(refused, 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(T.seatsRange);

    // Three seats at the Team price each, the first time with its 7-day trial.
    const { session, view } = await buySeats(admin, 3);
    expect(view).toMatchObject({ product_name: 'Parley Team for Acme', amount: 3 * 3500, trial_days: 7 });
    expect((await sandbox(sandboxApi.pay, session, GOOD_CARD)).statusCode).toBe(200);
    const paid = await eventually(
      () => dashboard(admin),
      (d) => d.seats === 3,
    );
    expect(paid.subscription).toMatchObject({ status: 'trialing', seats: 3, period: '1_month' });
    expect(await planOf(admin)).toBe('team');
    expectError(await call(admin, 'POST', '/checkout', { seats: 5, period: '1_month' }), 409, 'CONFLICT', T.alreadySubscribed);

    // Two join by the code and hold the other seats; a fourth finds none.
    const [ben, cy, dee] = [await person(), await person(), await person()];
    for (const who of [ben, cy]) expect((await call(who, 'POST', `/join/${paid.join_code}`)).statusCode).toBe(200);
    expect(await planOf(ben)).toBe('team');
    expectError(await call(dee, 'POST', `/join/${paid.join_code}`), 409, 'CONFLICT', T.noFreeSeat);
    expect((await call(ben, 'PUT', '/seats', { seats: 9 })).statusCode).toBe(403);
    expect((await call(ben, 'POST', '/checkout', { seats: 9, period: '1_month' })).statusCode).toBe(403);

    // Seats change on the subscription at once and never drop below the members holding them.
    expect(expectError(await call(admin, 'PUT', '/seats', { seats: 2 }), 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(
      T.seatsTooFew,
    );
    const more = await call(admin, 'PUT', '/seats', { seats: 4 });
    expect(more.statusCode, more.body).toBe(200);
    expect((more.json() as CompanyDashboard).subscription?.seats).toBe(4);
    expect((await call(dee, 'POST', `/join/${paid.join_code}`)).statusCode).toBe(200);

    // Someone removed is back on their own plan; the portal opens on the organisation's customer.
    expect((await call(admin, 'DELETE', `/members/${cy.id}`)).statusCode).toBe(200);
    expect(await planOf(cy)).toBe('free');
    expect((await call(admin, 'POST', '/portal')).json().portal_url).toMatch(/\/subscription\?session=bps_sb_/);
  });

  it('ends every member’s Team plan when the subscription ends, and the next checkout has no trial', async () => {
    const admin = await person();
    await call(admin, 'POST', '', { name: 'Brief Ltd', billing_email: 'pay@brief.test' });
    const { session } = await buySeats(admin, 2);
    await sandbox(sandboxApi.pay, session, GOOD_CARD);
    const { join_code: code } = await eventually(
      () => dashboard(admin),
      (d) => d.seats === 2,
    );
    const ben = await person();
    await call(ben, 'POST', `/join/${code}`);
    const portal = new URL((await call(admin, 'POST', '/portal')).json().portal_url).searchParams.get('session')!;
    const subscriptionId = (await sandbox(sandboxApi.portal, portal)).json().subscriptions[0].id as string;
    await t.app.inject({
      method: 'POST',
      url: fillPath(sandboxApi.cancelAtPeriodEnd.path, { sessionId: portal, subscriptionId }),
      payload: { cancel_at_period_end: true },
    });
    t.clock.advance(8 * DAY);
    await t.platform.payments.sandbox!.sweep();
    for (const who of [admin, ben]) await signInAgain(who);
    await eventually(
      () => dashboard(admin),
      (d) => d.seats === 0 && d.subscription === null,
    );
    expect([await planOf(admin), await planOf(ben)]).toEqual(['free', 'free']);
    expect((await buySeats(admin, 2)).view.trial_days).toBeNull();
  });

  it('puts a new account in the organisation whose code it gives at sign-up, and refuses a code with no seat or no organisation', async () => {
    const admin = await person();
    await call(admin, 'POST', '', { name: 'Signup Co', billing_email: 'pay@signup.test' });
    const { session } = await buySeats(admin, 2);
    await sandbox(sandboxApi.pay, session, GOOD_CARD);
    const { join_code: code } = await eventually(
      () => dashboard(admin),
      (d) => d.seats === 2,
    );
    const signUp = (registration_code: string) => post(t, 'register/email', { ...newAccount(), registration_code });
    const field = (res: Awaited<ReturnType<typeof signUp>>) => expectError(res, 400, 'VALIDATION_ERROR').errors?.[0];
    expect(field(await signUp('NOSUCHCO'))).toEqual({ loc: ['body', 'registration_code'], msg: REGISTRATION_CODE_UNKNOWN });

    // Typed in lower case; the seat and the Team plan come with the account.
    const joined = await signUp(code.toLowerCase());
    expect(joined.statusCode, joined.body).toBe(201);
    const newcomer = { headers: bearer(joined.json().access_token) } as Who;
    expect(await planOf(newcomer)).toBe('team');
    expect((await call(newcomer, 'GET', '')).json()).toMatchObject({ name: 'Signup Co', role: 'member' });
    expect((await dashboard(admin)).member_count).toBe(2);
    // Both seats are held now: the form says so under the field, and no account is made.
    const account = newAccount();
    const full = await post(t, 'register/email', { ...account, registration_code: code });
    expect(field(full)).toEqual({ loc: ['body', 'registration_code'], msg: T.noFreeSeat });
    expect((await post(t, 'register/email', account)).statusCode).toBe(201);
  });

  it('takes a promotion code off every seat and counts it once; a bad code is refused under its field, nothing opened', async () => {
    const coupon = async (body: object) =>
      (await asAdmin(t, 'POST', 'coupons', { duration: 'forever', ...body })).json() as Coupon;
    const team20 = await coupon({ code: 'TEAM20', percent_off: 20, max_redemptions: 1 });
    await asAdmin(t, 'POST', `coupons/${(await coupon({ code: 'TEAMGONE', percent_off: 10 })).id}/deactivate`, {});
    await coupon({ code: 'TEAMLATE', percent_off: 10, expires_at: new Date(t.clock.now().getTime() + DAY).toISOString() });
    const admin = await person();
    await call(admin, 'POST', '', { name: 'Promo Co', billing_email: 'pay@promo.test' });

    const { session, view } = await buySeats(admin, 3, { promotion_code: ' team20 ' });
    expect(view).toMatchObject({ amount: 3 * 3500, trial_days: 7, first_payment: 3 * 2800 });
    expect(view.discount).toMatchObject({ code: 'TEAM20', percent_off: 20, duration: 'forever' });
    await sandbox(sandboxApi.pay, session, GOOD_CARD);
    await eventually(
      () => dashboard(admin),
      (d) => d.seats === 3,
    );
    // The trial's end sends the subscription's next event: the code stays counted once, and the seats are charged less.
    t.clock.advance(8 * DAY);
    await t.platform.payments.sandbox!.sweep();
    await signInAgain(admin);
    await eventually(
      () => dashboard(admin),
      (d) => d.subscription?.status === 'active',
    );
    const coupons = (await asAdmin(t, 'GET', 'coupons')).json() as Coupon[];
    expect(coupons.find((c) => c.id === team20.id)?.redemptions).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: admin.headers })).json()).toMatchObject({
      promotion_code: 'TEAM20',
    });
    const portal = new URL((await call(admin, 'POST', '/portal')).json().portal_url).searchParams.get('session')!;
    expect((await sandbox(sandboxApi.portal, portal)).json().subscriptions[0].charges).toMatchObject([{ amount: 8400 }]);

    const other = await person();
    await call(other, 'POST', '', { name: 'Refused Co', billing_email: 'pay@refused.test' });
    const opened = async () => (await t.db.select({ n: count() }).from(sandboxCheckouts))[0]!.n;
    const before = await opened();
    for (const [code, message] of [
      ['NOSUCH', COUPON_TEXTS.promotionUnknown],
      ['teamgone', COUPON_TEXTS.promotionInactive],
      ['TEAMLATE', COUPON_TEXTS.promotionExpired],
      ['TEAM20', COUPON_TEXTS.promotionExhausted],
    ] as const) {
      const res = await call(other, 'POST', '/checkout', { seats: 2, period: '1_month', promotion_code: code });
      expect(expectError(res, 400, 'VALIDATION_ERROR', message).errors?.[0]?.loc).toEqual(['body', 'promotion_code']);
    }
    expect(await opened()).toBe(before);
  });
});

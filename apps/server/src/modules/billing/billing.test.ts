import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS, billingApi, PLAN_CATALOGUE } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callBilling, learner, planEvent, postEventOk } from './billing-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventId = () => `evt_${randomBytes(6).toString('hex')}`;
const buy = (headers: Record<string, string>, body: object) => callBilling(t, billingApi.checkout, headers, body);

describe('GET plans', () => {
  it('answers the four cards with both periods to anyone, no plan marked for a visitor', async () => {
    const res = await callBilling(t, billingApi.plans);
    expect(res.statusCode).toBe(200);
    const cards = res.json();
    expect(cards.map((c: { plan_id: string }) => c.plan_id)).toEqual(['free', 'basic', 'pro', 'team']);
    expect(cards.every((c: { is_current_plan: boolean }) => !c.is_current_plan)).toBe(true);
    const [free, basic, pro, team] = cards;
    expect(free.prices['6_month']).toEqual({ price: 0, original_price: 0, discount: 0, billed: 0, currency: 'usd' });
    expect(basic.prices).toEqual({
      '6_month': { price: 700, original_price: 1000, discount: 30, billed: 4200, currency: 'usd' },
      '1_month': { price: 1000, original_price: 1000, discount: 0, billed: 1000, currency: 'usd' },
    });
    expect(pro.prices['6_month']).toMatchObject({ price: 1260, billed: 7560 });
    expect(team.prices['6_month']).toMatchObject({ price: 2450, original_price: 3500 });
    expect(pro).toMatchObject({ name: 'Pro', highlighted: true, popular: true });
    expect(free.features).toEqual(['5 sessions a month', 'Matching at the same level or one level lower']);
    expect(basic.features).toEqual([
      'Unlimited sessions',
      'AI grammar corrections',
      '10 AI feedback items a month',
      'Matching at the same level',
    ]);
    expect(pro.features).toContain('Priority matching at the same level or higher');
    expect(pro.features).toContain('30 AI feedback items a month');
    expect(team.features).toEqual([...PLAN_CATALOGUE.team.features]);
  });

  it("marks a signed-in learner's own plan", async () => {
    const ann = await learner(t);
    await postEventOk(t, planEvent(t, { id: eventId(), userId: ann.id, plan: 'pro' }));
    const cards = (await callBilling(t, billingApi.plans, ann.headers)).json();
    expect(
      cards.filter((c: { is_current_plan: boolean }) => c.is_current_plan).map((c: { plan_id: string }) => c.plan_id),
    ).toEqual(['pro']);
  });
});

describe('POST checkout', () => {
  it("opens the provider's checkout, the same one for a repeated click, without changing the plan", async () => {
    const bob = await learner(t);
    const res = await buy(bob.headers, { plan: 'basic', period: '6_month' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().checkout_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/payment');
    expect(url.searchParams.get('session')).toMatch(/^cs_sb_/);
    expect((await buy(bob.headers, { plan: 'basic', period: '6_month' })).json()).toEqual(res.json());
    expect((await buy(bob.headers, { plan: 'basic', period: '1_month' })).json()).not.toEqual(res.json());
    const session = await t.platform.payments.sandbox!.checkout(url.searchParams.get('session')!);
    expect(session).toMatchObject({ productName: 'Parley Basic', amountCents: 4200, currency: 'usd', intervalMonths: 6 });
    expect((await t.db.select({ plan: users.plan }).from(users).where(eq(users.id, bob.id)))[0]!.plan).toBe('free');
  });

  it('refuses an unknown plan or period, the free plan and Team (an organisation buys its seats) with 400', async () => {
    const cat = await learner(t);
    expectError(await buy(cat.headers, { plan: 'gold', period: '6_month' }), 400, 'VALIDATION_ERROR');
    expectError(await buy(cat.headers, { plan: 'basic', period: '3_month' }), 400, 'VALIDATION_ERROR');
    expectError(await buy(cat.headers, { plan: 'basic' }), 400, 'VALIDATION_ERROR');
    expectError(
      await buy(cat.headers, { plan: 'free', period: '1_month' }),
      400,
      'VALIDATION_ERROR',
      BILLING_TEXTS.freeNotForSale,
    );
    const team = await buy(cat.headers, { plan: 'team', period: '1_month' });
    expectError(team, 400, 'VALIDATION_ERROR', BILLING_TEXTS.teamForOrganisations);
  });

  it('needs a signed-in account that is not a guest', async () => {
    expectError(await buy({}, { plan: 'basic', period: '6_month' }), 401, 'UNAUTHORIZED');
    const guest = await learner(t);
    await t.db.update(users).set({ isGuest: true }).where(eq(users.id, guest.id));
    await t.domain.publish('auth.changed', { userId: guest.id });
    expectError(
      await buy(guest.headers, { plan: 'basic', period: '6_month' }),
      403,
      'FORBIDDEN',
      BILLING_TEXTS.guestCannotSubscribe,
    );
  });

  it('refuses a second subscription while one runs on, and allows one once it is set to end', async () => {
    const dan = await learner(t);
    await postEventOk(t, planEvent(t, { id: eventId(), userId: dan.id, plan: 'basic' }));
    expectError(await buy(dan.headers, { plan: 'pro', period: '6_month' }), 409, 'CONFLICT', BILLING_TEXTS.alreadySubscribed);
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: dan.id, cancelAtPeriodEnd: true, at: 5 }),
    );
    expect((await buy(dan.headers, { plan: 'pro', period: '6_month' })).statusCode).toBe(200);
  });
});

describe('POST portal and GET the list', () => {
  it('has no portal before the first subscription, then opens the customer’s portal', async () => {
    const eve = await learner(t);
    expectError(await callBilling(t, billingApi.portal, eve.headers), 404, 'NOT_FOUND', BILLING_TEXTS.noCustomer);
    expect((await callBilling(t, billingApi.list, eve.headers)).json()).toEqual([]);
    await postEventOk(t, planEvent(t, { id: eventId(), userId: eve.id, plan: 'team', period: '1_month' }));
    const res = await callBilling(t, billingApi.portal, eve.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().portal_url);
    expect(url.pathname).toBe('/subscription');
    const portal = await t.platform.payments.sandbox!.portal(url.searchParams.get('session')!);
    expect(portal.returnUrl).toBe('http://localhost:3000/profile/subscription');
  });

  it('answers only the caller’s own live subscriptions', async () => {
    const [fay, gus] = [await learner(t), await learner(t)];
    await postEventOk(t, planEvent(t, { id: eventId(), userId: fay.id, plan: 'pro', cancelAtPeriodEnd: true }));
    expect((await callBilling(t, billingApi.list, fay.headers)).json()).toEqual([
      { plan: 'pro', period: '6_month', end_date: '2026-09-01T10:00:00.000Z', cancel_at_period_end: true, status: 'active' },
    ]);
    expect((await callBilling(t, billingApi.list, gus.headers)).json()).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expectError(await callBilling(t, billingApi.portal), 401, 'UNAUTHORIZED');
    expectError(await callBilling(t, billingApi.list), 401, 'UNAUTHORIZED');
  });
});

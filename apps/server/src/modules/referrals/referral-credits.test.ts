import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '@parley/contracts';
import { referralCredits, referrals, sandboxBalanceTransactions } from '../../db/schema/index.ts';
import { expireGrants } from '../../plugins/plan-grants.ts';
import { bearer, DAY, login } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/eventually.ts';
import { createPaymentsTestApp, type TestApp } from '../../test/test-app.ts';
import { paidPlanEvent as planEvent } from '../../test/paid-plan-event.ts';
import { postEventOk } from '../../test/provider-events.ts';
import { requeueBalanceCredits } from './referral-credits.ts';
import { friendOf, member, nextEvent, pageOf, pays, type Who } from './referrals-test-helpers.ts';

/**
 * A friend's first plan invoice paid with money earns the inviter a month of Basic, once (ADR 0074). The app listens,
 * so an inviter's own plan bought in the sandbox reaches it by the sandbox's webhooks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const me = async (t: TestApp, who: Who) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: who.headers })).json() as { plan: string };

/** Buys Pro at billing's checkout and pays it on the sandbox's page: a customer the sandbox knows, on a live plan. */
async function buysPro(who: Who) {
  const res = await t.app.inject({
    method: 'POST',
    url: billingApi.checkout.path,
    headers: who.headers,
    payload: { plan: 'pro', period: '1_month' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ana Inviter' };
  await t.platform.payments.sandbox!.pay(new URL(res.json().checkout_url).searchParams.get('session')!, card);
  await eventually(
    () => me(t, who),
    (m) => m.plan === 'pro',
  );
}
/** The balance transactions asked for this friend's credit. */
const balanceFor = async (friend: Who) =>
  (
    await t.db
      .select()
      .from(sandboxBalanceTransactions)
      .where(eq(sandboxBalanceTransactions.idempotencyKey, `referral-credit:${friend.id}`))
  ).map((b) => b.amountCents);
const creditOf = async (friend: Who) =>
  (await t.db.select().from(referralCredits).where(eq(referralCredits.inviteeId, friend.id)))[0];

const subscribes = (who: Who, status = 'active', plan: 'basic' | 'pro' = 'basic') => {
  const { id, at } = nextEvent();
  return planEvent(t, { id, userId: who.id, subscription: `sub_${who.id}_${plan}`, status, plan, at });
};

describe('referral credit', () => {
  it('gives a free inviter 30 days of Basic when a confirmed friend first pays money, once, and takes the plan back at its end', async () => {
    const ana = await member(t);
    const ben = await friendOf(t, ana);
    // A trial (its $0 invoice), then the trial's end before its charge went through: no money yet, nothing yet.
    await postEventOk(t, subscribes(ben, 'trialing'));
    await postEventOk(t, pays(t, ben, { amount: 0 }));
    await postEventOk(t, subscribes(ben, 'active'));
    expect((await pageOf(t, ana)).credits).toEqual([]);
    const paid = pays(t, ben);
    await postEventOk(t, paid);
    const page = await pageOf(t, ana);
    expect(page.credits).toEqual([{ kind: 'free_basic', credited_at: t.clock.now().toISOString() }]);
    expect(page.free_basic_until).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
    expect((await me(t, ana)).plan).toBe('basic');

    // The provider replays the event, and the friend pays for a second plan: still one month.
    expect((await postEventOk(t, paid)).duplicate).toBe(true);
    await postEventOk(t, pays(t, ben, { plan: 'pro' }));
    expect((await pageOf(t, ana)).credits).toHaveLength(1);

    // A second friend's month follows the first.
    const cy = await friendOf(t, ana);
    await postEventOk(t, pays(t, cy));
    const start = t.clock.now().getTime();
    expect((await pageOf(t, ana)).free_basic_until).toBe(new Date(start + 60 * DAY).toISOString());

    t.clock.set(new Date(start + 59 * DAY));
    expect(await expireGrants({ db: t.db, clock: t.clock, domain: t.domain })).toBe(0);
    // The access token has run out meanwhile: sign in again.
    ana.headers = bearer((await login(t, ana.email!, ana.password!)).access_token);
    expect((await me(t, ana)).plan).toBe('basic');
    t.clock.set(new Date(start + 60 * DAY));
    expect(await expireGrants({ db: t.db, clock: t.clock, domain: t.domain })).toBe(1);
    ana.headers = bearer((await login(t, ana.email!, ana.password!)).access_token);
    expect((await me(t, ana)).plan).toBe('free');
    expect((await pageOf(t, ana)).free_basic_until).toBeNull();
  });

  it('credits a friend who paid before confirming when they confirm, and never for an unconfirmed one', async () => {
    const ana = await member(t);
    const ben = await friendOf(t, ana, false);
    await postEventOk(t, pays(t, ben));
    expect((await pageOf(t, ana)).credits).toEqual([]);
    await ben.confirm();
    expect((await pageOf(t, ana)).credits).toMatchObject([{ kind: 'free_basic' }]);
  });

  it('earns nothing for a plan that costs nothing, and credits once whatever order the invoices come in', async () => {
    const ana = await member(t);
    const ben = await friendOf(t, ana);
    // A 100 %-off coupon: the plan is active and its invoices are $0.
    await postEventOk(t, subscribes(ben, 'active'));
    await postEventOk(t, pays(t, ben, { amount: 0 }));
    expect((await pageOf(t, ana)).credits).toEqual([]);

    // The second month's invoice is heard before the first's: one credit, and the first payment is the one kept.
    const second = pays(t, ben, { at: 30 * 86_400 });
    const first = pays(t, ben);
    await postEventOk(t, second);
    await postEventOk(t, first);
    expect((await pageOf(t, ana)).credits).toHaveLength(1);
    const [row] = await t.db.select().from(referrals).where(eq(referrals.inviteeId, ben.id));
    expect(row!.subscribedAt).toEqual(new Date(first.created * 1000));
  });

  it('puts one Basic month on the balance of an inviter who pays for a plan', async () => {
    const ana = await member(t);
    await buysPro(ana);
    const ben = await friendOf(t, ana);
    const paid = pays(t, ben);
    await postEventOk(t, paid);
    await postEventOk(t, { ...paid, id: nextEvent().id });
    expect((await pageOf(t, ana)).credits).toMatchObject([{ kind: 'account_credit' }]);
    // The worker asks the provider after the event's commit; the replay asked nothing more.
    await eventually(
      () => creditOf(ben),
      (credit) => Boolean(credit?.providerRef),
    );
    expect(await balanceFor(ben)).toEqual([-1000]);
    expect((await me(t, ana)).plan).toBe('pro');
  });

  it("asks the provider again at the worker's start for a balance credit whose job was lost, once", async () => {
    const ana = await member(t);
    await buysPro(ana);
    const ben = await member(t);
    // What a credit's commit leaves when the process stops before its job is queued.
    await t.db
      .insert(referralCredits)
      .values({ inviteeId: ben.id, inviterId: ana.id, kind: 'account_credit', createdAt: t.clock.now() });
    const start = () => requeueBalanceCredits({ db: t.db, queue: t.platform.queue, payments: t.platform.payments });
    await start();
    const { providerRef } = await eventually(
      () => creditOf(ben),
      (credit) => Boolean(credit?.providerRef),
    ).then((credit) => credit!);
    expect(await balanceFor(ben)).toEqual([-1000]);

    // Stopped after the provider answered but before its answer was kept: asked again, the same credit answers.
    await t.db.update(referralCredits).set({ providerRef: null }).where(eq(referralCredits.inviteeId, ben.id));
    await start();
    await eventually(
      () => creditOf(ben),
      (credit) => credit?.providerRef === providerRef,
    );
    expect(await balanceFor(ben)).toEqual([-1000]);
  });
});

import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS, COMPANY_PREFIX, SUBSCRIPTION_PREFIX, TEACHER_PREFIX } from '@parley/contracts';
import { createAccountErasure } from '../../account-erasure.ts';
import { billingRecords, companies, users } from '../../db/schema/index.ts';
import { authUrl, bearer, DAY, expectError, login, registerAndVerify } from '../../test/auth-helpers.ts';
import { postEvent } from '../../test/provider-events.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-standin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Erasing an account ends its money first (ADR 0079): on Stripe (its stand-in) every subscription that would go on
 * charging is cancelled at once, and a refused call keeps the account for the next run.
 */
const WEBHOOK_SECRET = 'whsec_erasure_test';
let standIn: StripeStandIn;
let t: TestApp;
let erase: () => Promise<number>;
const postponed: object[] = [];
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_erasure', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url },
  });
  erase = createAccountErasure({ config: t.config, platform: t.platform, log: { warn: (obj) => void postponed.push(obj) } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function person(status: 'STUDENT' | 'TEACHER') {
  const { account, auth } = await registerAndVerify(t, { status });
  return {
    id: auth.user.id,
    username: account.username,
    email: account.email,
    password: account.password,
    headers: bearer(auth.access_token),
  };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A subscription made at the stand-in and told to us by Stripe's signed event, as a paid checkout does. */
async function subscribed(customer: string, metadata: Record<string, string>, quantity = 1) {
  const id = standIn.addSubscription({ customer, quantity });
  const created = Math.floor(t.clock.now().getTime() / 1000);
  const subscription = { id, object: 'subscription', customer, status: 'active', metadata, cancel_at_period_end: false };
  const items = { object: 'list', data: [{ current_period_end: created + 30 * 86_400, quantity }] };
  const event = { id: `evt_${id}`, object: 'event', type: 'customer.subscription.created', created };
  const res = await postEvent(
    t,
    { ...event, data: { object: { ...subscription, items } } },
    { provider: 'stripe', header: 'stripe-signature', secret: WEBHOOK_SECRET },
  );
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const scheduleDeletion = async (who: Person) =>
  expect(
    (await t.app.inject({ method: 'DELETE', url: authUrl('account/delete'), headers: who.headers, payload: { confirm: true } }))
      .statusCode,
  ).toBe(200);
const remaining = async (...people: Person[]) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((p) => p.id),
        ),
      )
  ).map((r) => r.id);

describe('erasing an account ends its payments', () => {
  it('cancels its plan, teacher plans both ways and its organisation’s seats at once; a refused call waits for the next run', async () => {
    const [ann, tina, tom, sam] = [
      await person('STUDENT'),
      await person('TEACHER'),
      await person('TEACHER'),
      await person('STUDENT'),
    ] as const;
    const pro = await subscribed('cus_ann', { kind: 'plan', user_id: String(ann.id), plan: 'pro', period: '1_month' });
    const lessons = await subscribed('cus_ann', {
      kind: 'teacher_plan',
      student_id: String(ann.id),
      teacher_id: String(tina.id),
      tier: 'basic',
    });
    const org = await t.app.inject({
      method: 'POST',
      url: COMPANY_PREFIX,
      headers: ann.headers,
      payload: { name: 'Ann Ltd', billing_email: 'pay@ann.test' },
    });
    expect(org.statusCode, org.body).toBe(201);
    const companyId = org.json<{ id: number }>().id;
    const meta = { kind: 'company', company_id: String(companyId), user_id: String(ann.id), period: '1_month' };
    const seats = await subscribed('cus_ann_ltd', meta, 3);
    const pupil = await subscribed('cus_sam', {
      kind: 'teacher_plan',
      student_id: String(sam.id),
      teacher_id: String(tom.id),
      tier: 'premium',
    });
    await scheduleDeletion(ann);
    await scheduleDeletion(tom);
    t.clock.advance(14 * DAY);

    // Ann comes first and Stripe refuses her first cancel: she stays, untouched, and her plan goes on.
    standIn.refuseNext(1);
    const firstRun = t.clock.now();
    expect(await erase()).toBe(1);
    expect(postponed).toMatchObject([{ userId: ann.id }]);
    expect(await remaining(ann, tom)).toEqual([ann.id]);
    expect([pro, lessons, seats].map(standIn.statusOf)).toEqual(['active', 'active', 'active']);
    // Tom's student's plan with him ended, and she is told.
    expect(standIn.statusOf(pupil)).toBe('canceled');
    const told = await t.smtp.next(sam.email);
    expect(told.subject).toBe(`Your Premium plan with ${tom.username} has ended`);
    expect(told.text).toContain('You will not be charged for it again.');

    t.clock.advance(60_000);
    const secondRun = t.clock.now();
    expect(await erase()).toBe(1);
    expect([pro, lessons, seats].map(standIn.statusOf)).toEqual(['canceled', 'canceled', 'canceled']);
    expect(await remaining(ann, tom, tina, sam)).toEqual([tina.id, sam.id]);
    // The organisation stays (its members' plans follow Stripe's deletion event), without its last administrator.
    expect((await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.createdBy).toBeNull();

    // What stays for accounting: money, dates and the provider's ids, nobody's name, address or id.
    const records = await t.db.select().from(billingRecords).orderBy(asc(billingRecords.id));
    const kept = (subscriptionId: string, customerId: string, erasedAt: Date) => ({
      provider: 'stripe',
      subscriptionId,
      customerId,
      currency: 'usd',
      intervalMonths: 1,
      status: 'canceled',
      endedAt: erasedAt,
      erasedAt,
    });
    expect(records.map(({ id: _id, startedAt: _started, ...record }) => record)).toEqual([
      { ...kept(pupil, 'cus_sam', firstRun), kind: 'teacher_plan', product: 'premium', amountCents: null },
      { ...kept(pro, 'cus_ann', secondRun), kind: 'plan', product: 'pro', amountCents: 1800 },
      { ...kept(lessons, 'cus_ann', secondRun), kind: 'teacher_plan', product: 'basic', amountCents: null },
    ]);
  });

  it('refuses a checkout to an account due for deletion, and ends a plan paid for after the erasure', async () => {
    const [lia, teo] = [await person('STUDENT'), await person('TEACHER')] as const;
    await scheduleDeletion(lia);
    // Signing in again during the 14 days keeps the deletion; buying anything waits for it to be cancelled.
    const signedIn = bearer((await login(t, lia.email, lia.password)).access_token);
    const checkouts = [
      { url: `${SUBSCRIPTION_PREFIX}/checkout`, payload: { plan: 'pro', period: '1_month' } },
      { url: `${TEACHER_PREFIX}/checkout`, payload: { subscription_id: `tp_${teo.id}_basic`, cancel_url: '/' } },
      { url: `${COMPANY_PREFIX}/checkout`, payload: { seats: 2, period: '1_month' } },
    ];
    for (const { url, payload } of checkouts) {
      const res = await t.app.inject({ method: 'POST', url, headers: signedIn, payload });
      expectError(res, 403, 'FORBIDDEN', BILLING_TEXTS.deletionScheduled);
    }

    // A checkout opened before the deletion was asked for and paid once the account is gone: ended at once.
    t.clock.advance(14 * DAY);
    await erase();
    expect(await remaining(lia)).toEqual([]);
    const late = await subscribed('cus_lia', { kind: 'plan', user_id: String(lia.id), plan: 'basic', period: '1_month' });
    const lessons = await subscribed('cus_lia', {
      kind: 'teacher_plan',
      student_id: String(lia.id),
      teacher_id: String(teo.id),
      tier: 'basic',
    });
    expect([late, lessons].map(standIn.statusOf)).toEqual(['canceled', 'canceled']);
  });
});

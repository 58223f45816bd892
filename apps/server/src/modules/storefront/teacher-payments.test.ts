import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_TEXTS, TEACHER_PAYMENT_TEXTS as P } from '@parley/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { authUrl, bearer, expectError } from '../../test/auth-helpers.ts';
import { PAYOUT_DETAILS } from '../../test/sandbox-payout.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, planEvent, sellingTeacher, student } from './payments-test-helpers.ts';
import { person, teacherUrl, teacherWithHomepage } from './storefront-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (checkoutUrl: string) =>
  t.platform.payments.sandbox!.checkout(new URL(checkoutUrl).searchParams.get('session')!);
const buy = (who: { headers: Record<string, string> }, body: object, ai = false) =>
  call(t, 'POST', ai ? 'checkout/ai' : 'checkout', who, body);

describe('teacher connect', () => {
  it('a teacher without an account connects one through the provider’s onboarding and can then take payments', async () => {
    const teacher = await teacherWithHomepage(t);
    expect((await call(t, 'GET', 'payment_account', teacher)).json()).toEqual({ id: null, charges_enabled: false });
    const link = await call(t, 'POST', 'payment_account/connect', teacher);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().url);
    expect(url.pathname).toBe('/payment/connect');
    const half = (await call(t, 'GET', 'payment_account', teacher)).json();
    expect(half).toEqual({ id: expect.stringMatching(/^acct_/), charges_enabled: false });

    const view = await t.platform.payments.sandbox!.onboarding(url.searchParams.get('link')!);
    expect(view.returnUrl).toBe('http://localhost:3000/profile/teacher-connect?connected=1');
    // Asking again continues with the same account.
    t.clock.advance(61_000);
    const again = await call(t, 'POST', 'payment_account/connect', teacher);
    const second = await t.platform.payments.sandbox!.onboarding(new URL(again.json().url).searchParams.get('link')!);
    expect(second.accountId).toBe(half.id);

    await t.platform.payments.sandbox!.completeOnboarding(url.searchParams.get('link')!, PAYOUT_DETAILS);
    expect((await call(t, 'GET', 'payment_account', teacher)).json()).toEqual({ id: half.id, charges_enabled: true });
    expectError(await call(t, 'POST', 'payment_account/connect', teacher), 409, 'CONFLICT', P.alreadyConnected);
  });

  it('students get 403', async () => {
    const pupil = await student(t);
    expectError(await call(t, 'GET', 'payment_account', pupil), 403, 'FORBIDDEN', STOREFRONT_TEXTS.teachersOnly);
    expectError(await call(t, 'POST', 'payment_account/connect', pupil), 403, 'FORBIDDEN', STOREFRONT_TEXTS.teachersOnly);
  });
});

describe('checkouts', () => {
  it('opens a Premium checkout with the 7-day trial by default, at price × 3 × 0.8', async () => {
    const teacher = await sellingTeacher(t, {
      prices: { price: 2500, visible_prices: [999, 510, 1510], ai_price: 900, expected_days: 2 },
    });
    const pupil = await student(t);
    const res = await buy(pupil, { subscription_id: `tp_${teacher.id}_premium`, cancel_url: `/${teacher.url}#pricing` });
    expect(res.statusCode, res.body).toBe(200);
    const session = await sessionOf(res.json().checkout_url);
    expect(session).toMatchObject({
      amountCents: 6000,
      currency: 'usd',
      intervalMonths: 1,
      trialDays: 7,
      cancelUrl: `http://localhost:3000/${teacher.url}#pricing`,
    });
    expect(session.productName).toMatch(/^Premium with /);
  });

  it('leaves the trial out when the student unticks it, and the AI plan has none', async () => {
    const teacher = await sellingTeacher(t);
    const pupil = await student(t);
    const basic = await buy(pupil, { subscription_id: `tp_${teacher.id}_basic`, cancel_url: '/', free_trial: false });
    expect(await sessionOf(basic.json().checkout_url)).toMatchObject({ amountCents: 2000, trialDays: null });
    const ai = await buy(pupil, { subscription_id: `tp_${teacher.id}_ai`, cancel_url: '/' }, true);
    expect(ai.statusCode, ai.body).toBe(200);
    expect(await sessionOf(ai.json().checkout_url)).toMatchObject({ amountCents: 900, trialDays: null });
  });

  it('a teacher who has not finished onboarding, or takes no new students, answers EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING', async () => {
    const unconnected = await teacherWithHomepage(t);
    const pupil = await student(t);
    const body = { subscription_id: `tp_${unconnected.id}_basic`, cancel_url: '/' };
    expectError(await buy(pupil, body), 409, 'EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING', P.notOnboarded);
    expectError(
      await buy(pupil, { ...body, subscription_id: `tp_${unconnected.id}_ai` }, true),
      409,
      'EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING',
    );
    const closed = await sellingTeacher(t, { services: { accepting_students: false, max_subscribers: null, focus: [] } });
    expectError(
      await buy(pupil, { ...body, subscription_id: `tp_${closed.id}_basic` }),
      409,
      'EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING',
    );
  });

  it('a teacher at the maximum is SOLD OUT for Basic and Premium; the AI plan stays open; a place frees up when a plan ends', async () => {
    const teacher = await sellingTeacher(t, { services: { accepting_students: true, max_subscribers: 1, focus: [] } });
    const first = await student(t);
    const second = await student(t);
    const subscription = await planEvent(t, { studentId: first.id, teacherId: teacher.id, tier: 'basic', status: 'trialing' });
    expectError(
      await buy(second, { subscription_id: `tp_${teacher.id}_premium`, cancel_url: '/' }),
      409,
      'EXC_TEACHER_MAX_SUBS_REACHED',
      P.soldOut,
    );
    expect((await buy(second, { subscription_id: `tp_${teacher.id}_ai`, cancel_url: '/' }, true)).statusCode).toBe(200);

    t.clock.advance(1000);
    await planEvent(t, {
      studentId: first.id,
      teacherId: teacher.id,
      tier: 'basic',
      id: subscription,
      type: 'subscription.deleted',
    });
    expect((await buy(second, { subscription_id: `tp_${teacher.id}_premium`, cancel_url: '/' })).statusCode).toBe(200);
  });

  it('one trial per teacher: once a plan with them has trialed, their next checkout is paid from the start', async () => {
    const teacher = await sellingTeacher(t);
    const other = await sellingTeacher(t);
    const pupil = await student(t);
    expect((await call(t, 'GET', 'trials', pupil)).json()).toEqual({ teacher_ids: [] });
    const trial = { studentId: pupil.id, teacherId: teacher.id, tier: 'basic', status: 'trialing' };
    const subscription = await planEvent(t, trial);
    // The same subscription again (a replay, a later update) records nothing more.
    await planEvent(t, { ...trial, id: subscription });
    t.clock.advance(1000);
    await planEvent(t, { ...trial, id: subscription, type: 'subscription.deleted' });
    expect((await call(t, 'GET', 'trials', pupil)).json()).toEqual({ teacher_ids: [teacher.id] });
    const premium = await buy(pupil, { subscription_id: `tp_${teacher.id}_premium`, cancel_url: '/' });
    expect(await sessionOf(premium.json().checkout_url)).toMatchObject({ trialDays: null });
    const elsewhere = await buy(pupil, { subscription_id: `tp_${other.id}_basic`, cancel_url: '/' });
    expect(await sessionOf(elsewhere.json().checkout_url)).toMatchObject({ trialDays: 7 });
    expectError(await t.app.inject({ method: 'GET', url: teacherUrl('trials') }), 401, 'UNAUTHORIZED');
  });

  it('one plan per student and teacher', async () => {
    const teacher = await sellingTeacher(t);
    const pupil = await student(t);
    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'ai' });
    expectError(
      await buy(pupil, { subscription_id: `tp_${teacher.id}_basic`, cancel_url: '/' }),
      409,
      'CONFLICT',
      P.alreadySubscribed,
    );
  });

  it('refuses teachers, unknown or hidden plans, the wrong checkout for a tier and a cancel address elsewhere', async () => {
    const teacher = await sellingTeacher(t, { prices: { price: 2000, visible_prices: [510], ai_price: 900, expected_days: 2 } });
    const pupil = await student(t);
    const other = await person(t);
    const planId = `tp_${teacher.id}_basic`;
    expectError(await buy(other, { subscription_id: planId, cancel_url: '/' }), 403, 'FORBIDDEN', P.studentsOnly);
    for (const id of ['basic', 'tp_999999_basic', `tp_${teacher.id}_gold`, `tp_${teacher.id}_premium`]) {
      const error = expectError(
        await buy(pupil, { subscription_id: id, cancel_url: '/' }),
        400,
        'VALIDATION_ERROR',
        P.planUnknown,
      );
      expect(error.errors?.[0]?.loc).toEqual(['body', 'subscription_id']);
    }
    expectError(await buy(pupil, { subscription_id: planId, cancel_url: '/' }, true), 400, 'VALIDATION_ERROR', P.aiPlanExpected);
    expectError(
      await buy(pupil, { subscription_id: `tp_${teacher.id}_ai`, cancel_url: '/' }),
      400,
      'VALIDATION_ERROR',
      P.teacherPlanExpected,
    );
    for (const cancel of ['https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
      expectError(await buy(pupil, { subscription_id: planId, cancel_url: cancel }), 400, 'VALIDATION_ERROR', P.cancelUrlInvalid);
    }
    expect((await buy(pupil, { subscription_id: planId, cancel_url: 'http://localhost:3000/somewhere' })).statusCode).toBe(200);
    expectError(await buy(pupil, { cancel_url: '/' }), 400, 'VALIDATION_ERROR', P.planUnknown);
  });

  it('signed out is 401 and a guest account 403; a former or leaving teacher sells nothing', async () => {
    const teacher = await sellingTeacher(t);
    const planId = `tp_${teacher.id}_basic`;
    const body = { subscription_id: planId, cancel_url: '/' };
    expectError(await t.app.inject({ method: 'POST', url: teacherUrl('checkout'), payload: body }), 401, 'UNAUTHORIZED');
    const guest = await t.app.inject({ method: 'POST', url: authUrl('guest_user/register') });
    expect(guest.statusCode, guest.body).toBe(201);
    expectError(await buy({ headers: bearer(guest.json().access_token) }, body), 403, 'FORBIDDEN', P.guestsCannotSubscribe);

    const pupil = await student(t);
    await t.db.update(users).set({ deletionScheduledAt: t.clock.now() }).where(eq(users.id, teacher.id));
    expectError(await buy(pupil, body), 400, 'VALIDATION_ERROR', P.planUnknown);
    await t.db.update(users).set({ deletionScheduledAt: null, status: 'STUDENT' }).where(eq(users.id, teacher.id));
    expectError(await buy(pupil, body), 400, 'VALIDATION_ERROR', P.planUnknown);
    await t.db.update(users).set({ status: 'TEACHER' }).where(eq(users.id, teacher.id));
    expect((await buy(pupil, body)).statusCode).toBe(200);
  });

  it('a payment alone starts nothing: the plan waits for the provider’s event', async () => {
    const teacher = await sellingTeacher(t);
    const pupil = await student(t);
    const res = await buy(pupil, { subscription_id: `tp_${teacher.id}_basic`, cancel_url: '/' });
    const sessionId = new URL(res.json().checkout_url).searchParams.get('session')!;
    await t.platform.payments.sandbox!.pay(sessionId, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Pat Student',
    });
    expect((await call(t, 'GET', 'subscriptions', pupil)).json()).toEqual([]);
  });
});

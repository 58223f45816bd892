import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherSubscriptionSchema } from '@parley/contracts';
import { customerOf } from '../../plugins/payment-customers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { teacherEventHandler } from './teacher-events.ts';
import { call, planEvent, sellingTeacher, student } from './payments-test-helpers.ts';
import { person, teacherWithHomepage } from './storefront-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plans = async (who: { headers: Record<string, string> }) => (await call(t, 'GET', 'subscriptions', who)).json();

describe('provider events for teacher plans', () => {
  it("records the student's customer for the billing portal, never taking another user's", async () => {
    const teacher = await sellingTeacher(t);
    const [ada, bea] = [await student(t), await student(t)];
    await planEvent(t, { studentId: ada.id, teacherId: teacher.id, tier: 'ai', customerId: `cus_${ada.id}_own` });
    expect(await customerOf(t.db, ada.id, 'sandbox')).toBe(`cus_${ada.id}_own`);
    await planEvent(t, { studentId: bea.id, teacherId: teacher.id, tier: 'ai', customerId: `cus_${ada.id}_own` });
    expect(await plans(bea)).toMatchObject([{ tier: 'ai' }]);
    expect(await customerOf(t.db, ada.id, 'sandbox')).toBe(`cus_${ada.id}_own`);
    expect(await customerOf(t.db, bea.id, 'sandbox')).toBeUndefined();
  });

  it('a plan exists once the provider says so, in the order the provider made its events', async () => {
    const teacher = await sellingTeacher(t);
    const pupil = await student(t);
    const start = t.clock.now();
    const id = await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', status: 'trialing' });
    const [plan] = await plans(pupil);
    expect(z.strictObject(teacherSubscriptionSchema.shape).parse(plan)).toEqual({
      teacher_id: teacher.id,
      teacher_name: expect.any(String),
      teacher_url: teacher.url,
      tier: 'premium',
      status: 'trialing',
      current_period_end: expect.any(String),
      cancel_at_period_end: false,
    });

    t.clock.advance(60_000);
    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', id, status: 'active' });
    // A late, older event changes nothing.
    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', id, status: 'past_due', at: start });
    expect((await plans(pupil))[0].status).toBe('active');

    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', id, type: 'subscription.deleted' });
    expect(await plans(pupil)).toEqual([]);
    t.clock.advance(60_000);
    // An ended plan never comes back.
    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', id, status: 'active' });
    expect(await plans(pupil)).toEqual([]);
  });

  it('ignores other kinds of subscriptions and events about accounts erased since', async () => {
    const handler = teacherEventHandler({ clock: t.clock, payments: t.platform.payments, log: t.app.log });
    const pupil = await student(t);
    const teacher = await teacherWithHomepage(t);
    await t.db.transaction(async (tx) => {
      await handler(
        tx,
        {
          id: 'evt_plan',
          type: 'subscription.created',
          providerType: 'customer.subscription.created',
          created: t.clock.now(),
          subscription: {
            id: 'sub_plan',
            customerId: 'cus_1',
            status: 'active',
            metadata: { kind: 'plan', user_id: String(pupil.id), plan: 'basic', period: '1_month' },
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
            quantity: 1,
          },
        },
        'sandbox',
      );
    });
    await planEvent(t, { studentId: pupil.id, teacherId: 999_999, tier: 'basic' });
    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'gold' });
    expect(await plans(pupil)).toEqual([]);
  });

  it('account events switch charges on and off, newest event first', async () => {
    const teacher = await sellingTeacher(t);
    const { id: accountId } = (await call(t, 'GET', 'payment_account', teacher)).json();
    const handler = teacherEventHandler({ clock: t.clock, payments: t.platform.payments, log: t.app.log });
    const accountEvent = (chargesEnabled: boolean, created: Date) =>
      t.db.transaction(async (tx) => {
        await handler(
          tx,
          {
            id: `evt_${created.getTime()}`,
            type: 'account.updated',
            providerType: 'account.updated',
            created,
            account: { id: accountId, chargesEnabled },
          },
          'sandbox',
        );
      });
    const earlier = t.clock.now();
    t.clock.advance(1000);
    await accountEvent(true, t.clock.now());
    await accountEvent(false, earlier);
    expect((await call(t, 'GET', 'payment_account', teacher)).json().charges_enabled).toBe(true);
    t.clock.advance(1000);
    await accountEvent(false, t.clock.now());
    const stranger = await person(t, 'STUDENT');
    expect(
      (await call(t, 'POST', 'checkout', stranger, { subscription_id: `tp_${teacher.id}_basic`, cancel_url: '/' })).json().detail
        .code,
    ).toBe('EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING');
  });
});

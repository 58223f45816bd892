// Postgres pass too: two students at once for the last place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_PAYMENT_TEXTS as P } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, planEvent, sellingTeacher, student } from './payments-test-helpers.ts';
import { passTime, type Person } from './storefront-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A checkout holds its place at most this long: 30 minutes after the 10-minute idempotency window it opened in. */
const HOLD_AT_MOST_MS = 40 * 60_000;
const onePlace = { services: { accepting_students: true, max_subscribers: 1, focus: [] } };
const buy = (who: Person, teacher: Person, tier: 'basic' | 'premium' | 'ai') =>
  call(t, 'POST', tier === 'ai' ? 'checkout/ai' : 'checkout', who, {
    subscription_id: `tp_${teacher.id}_${tier}`,
    cancel_url: '/',
  });
const soldOut = async (res: Awaited<ReturnType<typeof buy>>) => expectError(res, 409, 'EXC_TEACHER_MAX_SUBS_REACHED', P.soldOut);
const sessionOf = (checkoutUrl: string) =>
  t.platform.payments.sandbox!.checkout(new URL(checkoutUrl).searchParams.get('session')!);

describe('a checkout holds a place', () => {
  it('two students at once for the last place: one checks out, the other is SOLD OUT until the checkout expires', async () => {
    const teacher = await sellingTeacher(t, onePlace);
    const students = [await student(t), await student(t)] as const;
    const answers = await Promise.all([buy(students[0], teacher, 'basic'), buy(students[1], teacher, 'premium')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? 0 : 1;
    const [holder, waiting] = [students[winner], students[1 - winner]!];
    await soldOut(answers[1 - winner]!);

    // Opening the checkout again keeps the student's own place.
    const again = await buy(holder, teacher, winner === 0 ? 'basic' : 'premium');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().checkout_url).toBe(answers[winner]!.json().checkout_url);
    await soldOut(await buy(waiting, teacher, 'basic'));

    await passTime(t, HOLD_AT_MOST_MS, holder, waiting);
    expect((await sessionOf(again.json().checkout_url)).status).toBe('expired');
    const late = await buy(waiting, teacher, 'basic');
    expect(late.statusCode, late.body).toBe(200);
    await soldOut(await buy(holder, teacher, 'basic'));
  });

  it('the plan the checkout became takes the place on; when it ends the place is free', async () => {
    const teacher = await sellingTeacher(t, onePlace);
    const [pupil, next] = [await student(t), await student(t)];
    expect((await buy(pupil, teacher, 'premium')).statusCode).toBe(200);
    const plan = await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', status: 'trialing' });
    await passTime(t, HOLD_AT_MOST_MS, next);
    await soldOut(await buy(next, teacher, 'basic'));

    await planEvent(t, { studentId: pupil.id, teacherId: teacher.id, tier: 'premium', id: plan, type: 'subscription.deleted' });
    expect((await buy(next, teacher, 'basic')).statusCode).toBe(200);
  });

  it('an AI plan checkout takes no place', async () => {
    const teacher = await sellingTeacher(t, onePlace);
    const [pupil, next] = [await student(t), await student(t)];
    expect((await buy(pupil, teacher, 'ai')).statusCode).toBe(200);
    expect((await buy(next, teacher, 'basic')).statusCode).toBe(200);
  });
});

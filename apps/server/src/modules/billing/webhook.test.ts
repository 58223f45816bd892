import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_PREFIX, SOCIAL_TEXTS } from '@parley/contracts';
import { paymentEvents, users } from '../../db/schema/index.ts';
import { approveTeacher } from '../../test/admin-helpers.ts';
import { bearer, expectError, post, register } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { learner, me, planEvent, postEvent, postEventOk, subscriptions, type Learner } from './billing-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventId = () => `evt_${randomBytes(6).toString('hex')}`;
const handled = async (id: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id))).length;

async function targets(n: number) {
  const rows = Array.from({ length: n }, () => ({ username: `t_${randomBytes(5).toString('hex')}` }));
  return (await t.db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
}
const follow = (who: Learner, id: number) => post(t, `follow/${id}`, undefined, who.headers);

describe('subscription webhooks', () => {
  it('a confirmed subscription sets the plan at once, even for a caller the server had cached', async () => {
    const ann = await learner(t);
    expect((await me(t, ann)).plan).toBe('free');
    expect(await postEventOk(t, planEvent(t, { id: eventId(), userId: ann.id, plan: 'pro', period: '1_month' }))).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await me(t, ann)).plan).toBe('pro');
    expect(await subscriptions(t, ann)).toEqual([
      { plan: 'pro', period: '1_month', end_date: '2026-09-01T10:00:00.000Z', cancel_at_period_end: false, status: 'active' },
    ]);
  });

  it('refuses a wrong, missing or stale signature and a changed body with 400, changing nothing', async () => {
    const bob = await learner(t);
    const event = planEvent(t, { id: eventId(), userId: bob.id });
    const text = 'The webhook could not be verified: the signature does not match';
    expectError(await postEvent(t, event, { secret: 'whsec_not_ours' }), 400, 'WEBHOOK_SIGNATURE_INVALID', text);
    expectError(await postEvent(t, event, { signature: 't=1,v1=abc' }), 400, 'WEBHOOK_SIGNATURE_INVALID', text);
    expectError(
      await postEvent(t, event, { signature: null }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
      'The webhook could not be verified: the signature header is missing',
    );
    expectError(
      await postEvent(t, event, { body: JSON.stringify(event).replace('"basic"', '"team"') }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const signedAt = t.clock.now();
    t.clock.advance(301_000);
    expectError(
      await postEvent(t, planEvent(t, { id: eventId(), userId: bob.id }), { signedAt }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
      'The webhook could not be verified: the signature is too old',
    );
    expect((await me(t, bob)).plan).toBe('free');
    expect(await subscriptions(t, bob)).toEqual([]);
    expect(await handled(event.id)).toBe(0);
  });

  it('a replayed event changes nothing', async () => {
    const cat = await learner(t);
    const started = planEvent(t, { id: eventId(), userId: cat.id });
    await postEventOk(t, started);
    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.deleted', userId: cat.id, at: 60 }));
    expect((await me(t, cat)).plan).toBe('free');
    expect(await postEventOk(t, started)).toEqual({ received: true, duplicate: true });
    expect((await me(t, cat)).plan).toBe('free');
    expect(await subscriptions(t, cat)).toEqual([]);
  });

  it('an older event never overwrites a newer state', async () => {
    const dan = await learner(t);
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: dan.id, at: 120, cancelAtPeriodEnd: true }),
    );
    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.created', userId: dan.id, at: 0 }));
    expect(await subscriptions(t, dan)).toMatchObject([{ cancel_at_period_end: true }]);

    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.deleted', userId: dan.id, at: 600 }));
    // Delivered late: written before the end, and an ended subscription never comes back anyway.
    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: dan.id, at: 300 }));
    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: dan.id, at: 900 }));
    expect((await me(t, dan)).plan).toBe('free');
  });

  it('keeps the highest plan of live subscriptions and falls back to free when the last one ends', async () => {
    const eve = await learner(t);
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), userId: eve.id, subscription: 'sub_eve_1', plan: 'basic', cancelAtPeriodEnd: true }),
    );
    await postEventOk(t, planEvent(t, { id: eventId(), userId: eve.id, subscription: 'sub_eve_2', plan: 'team' }));
    expect((await me(t, eve)).plan).toBe('team');
    await postEventOk(
      t,
      planEvent(t, {
        id: eventId(),
        type: 'customer.subscription.deleted',
        userId: eve.id,
        subscription: 'sub_eve_2',
        at: 5,
        plan: 'team',
      }),
    );
    expect((await me(t, eve)).plan).toBe('basic');
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), type: 'customer.subscription.deleted', userId: eve.id, subscription: 'sub_eve_1', at: 5 }),
    );
    expect((await me(t, eve)).plan).toBe('free');
  });

  it('a trial or a past-due payment keeps the plan; unpaid ends it', async () => {
    const fay = await learner(t);
    await postEventOk(t, planEvent(t, { id: eventId(), userId: fay.id, status: 'trialing' }));
    expect((await me(t, fay)).plan).toBe('basic');
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: fay.id, status: 'past_due', at: 1 }),
    );
    expect((await subscriptions(t, fay))[0].status).toBe('past_due');
    expect((await me(t, fay)).plan).toBe('basic');
    await postEventOk(
      t,
      planEvent(t, { id: eventId(), type: 'customer.subscription.updated', userId: fay.id, status: 'unpaid', at: 2 }),
    );
    expect((await me(t, fay)).plan).toBe('free');
  });

  it('ignores other kinds of subscriptions, unreadable metadata and events it does not know, but records them', async () => {
    const gus = await learner(t);
    const teacherProduct = planEvent(t, { id: eventId(), userId: gus.id, kind: 'teacher_plan' });
    await postEventOk(t, teacherProduct);
    const broken = planEvent(t, { id: eventId(), userId: gus.id });
    broken.data.object.metadata.plan = 'platinum' as 'basic';
    await postEventOk(t, broken);
    await postEventOk(t, { id: eventId(), object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } });
    expect((await me(t, gus)).plan).toBe('free');
    expect(await handled(teacherProduct.id)).toBe(1);
  });

  it('answers 404 for the provider that is not configured and 400 for one that does not exist', async () => {
    const event = planEvent(t, { id: eventId(), userId: 1 });
    expectError(await postEvent(t, event, { provider: 'stripe', header: 'stripe-signature' }), 404, 'NOT_FOUND');
    expectError(await postEvent(t, event, { provider: 'paypal' }), 400, 'VALIDATION_ERROR');
  });
});

describe('a plan change takes effect everywhere at once', () => {
  it('the follow limit: the 6th follow works after the basic subscription, and not after it ends', async () => {
    const hal = await learner(t);
    const people = await targets(7);
    for (const id of people.slice(0, 5)) expect((await follow(hal, id)).statusCode).toBe(200);
    expectError(await follow(hal, people[5]!), 403, 'EXC_FOLLOW_LIMIT_REACHED', SOCIAL_TEXTS.followLimit);
    await postEventOk(t, planEvent(t, { id: eventId(), userId: hal.id, plan: 'basic' }));
    expect((await follow(hal, people[5]!)).json()).toMatchObject({ is_following: true, following_limit: 20 });
    await postEventOk(t, planEvent(t, { id: eventId(), type: 'customer.subscription.deleted', userId: hal.id, at: 10 }));
    expectError(await follow(hal, people[6]!), 403, 'EXC_FOLLOW_LIMIT_REACHED');
  });

  it('the monthly session limit: a 6th session joins once the plan is basic', async () => {
    const { auth } = await register(t, { status: 'TEACHER' });
    await approveTeacher(t, { id: auth.user.id, email: auth.user.email! });
    const host = bearer(auth.access_token);
    const ivy = await learner(t);
    const start = new Date(t.clock.now().getTime() + 2 * 60_000).toISOString();
    const events: string[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { event_title: `Talk ${i}`, event_language: 'en', proficiency: 1, start_time_utc: start };
      const res = await t.app.inject({ method: 'POST', url: `${EVENT_PREFIX}/event`, headers: host, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      events.push(res.json().event_id as string);
    }
    // Live now: each room entered counts as a session of the month.
    t.clock.advance(5 * 60_000);
    const attend = (id: string) =>
      t.app.inject({ method: 'POST', url: `${EVENT_PREFIX}/attendance`, headers: ivy.headers, payload: { event_id: id } });
    for (const id of events.slice(0, 5)) expect((await attend(id)).statusCode).toBe(200);
    expectError(await attend(events[5]!), 403, 'EXC_SESSION_LIMIT_REACHED');
    await postEventOk(t, planEvent(t, { id: eventId(), userId: ivy.id, plan: 'basic' }));
    expect((await attend(events[5]!)).statusCode).toBe(200);
  });
});

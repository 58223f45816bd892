import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, events, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/auth/register/email',
    payload: { username: email.split('@')[0], email, password: 'secret12', status: 'STUDENT' },
  });
  return { id: res.json().user.id as number, auth: { authorization: `Bearer ${res.json().access_token.token}` } };
}

const hour = 3600_000;
async function addEvent(hostId: number, title: string, startsInMs: number, extra: Partial<typeof events.$inferInsert> = {}) {
  const startsAt = new Date(t.clock.now().getTime() + startsInMs);
  const id = randomUUID();
  await t.db.insert(events).values({
    id,
    shortId: id.slice(0, 6),
    hostId,
    title,
    language: 'en',
    proficiency: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + hour),
    ...extra,
  });
  return id;
}

describe('GET event/current', () => {
  it('answers null when the caller has no upcoming event', async () => {
    const me = await signIn('lonely@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/event/event/current', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('prefers a live event, then the soonest one the caller hosts or attends, and skips cancelled and past ones', async () => {
    const me = await signIn('busy@example.com');
    const [host] = await t.db.insert(users).values({ username: 'host_one', email: 'host1@example.com' }).returning();
    if (!host) throw new Error('no host');
    await addEvent(me.id, 'Hosted later', 5 * hour);
    const attended = await addEvent(host.id, 'Attended sooner', 2 * hour);
    await t.db.insert(eventParticipants).values({ eventId: attended, userId: me.id });
    await addEvent(me.id, 'Cancelled soonest', hour, { cancelledAt: t.clock.now() });
    await addEvent(me.id, 'Already over', -3 * hour);
    await addEvent(host.id, 'Not mine', hour / 2);

    const next = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/event/event/current', headers: me.auth });
    expect(next.json()).toMatchObject({ event_title: 'Attended sooner', is_live: false, host: { username: 'host_one' } });
    expect(next.json().participants).toEqual([expect.objectContaining({ id: me.id })]);

    await addEvent(me.id, 'Live now', -10 * 60_000);
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/event/event/current', headers: me.auth });
    expect(live.json()).toMatchObject({ event_title: 'Live now', is_live: true });
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/event/event/current' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail.code).toBe('UNAUTHORIZED');
  });
});

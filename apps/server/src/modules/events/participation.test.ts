// Postgres pass too: many join at once for the last places.
import { EVENT_TEXTS, FREE_SESSIONS_PER_MONTH, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  HOUR,
  MINUTE,
  call,
  createEvent,
  participate,
  signInAgain,
  student,
  teacher,
  teacherCandidate,
  type Member,
} from '../../test/event-helpers.ts';

let t: TestApp;
let host: Member;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  // Each test starts on the same day with a fresh host; moved clocks do not leak.
  t.clock.set('2026-03-10T10:00:00Z');
  host = await teacher(t);
});
afterAll(() => t.close());

const attend = (who: Member, eventId: string) => call(t, 'POST', 'attendance', who.auth, { event_id: eventId });
const canJoin = async (who: Member, eventId: string) => (await call(t, 'GET', `can-join?event_id=${eventId}`, who.auth)).json();

/** `n` events by `host`, live once the clock has moved 5 minutes on (which it does). */
async function liveEvents(n: number) {
  const events: Event[] = [];
  for (let i = 0; i < n; i++)
    events.push(await createEvent(t, host, { start_time_utc: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString() }));
  t.clock.advance(5 * MINUTE);
  return events;
}

describe('POST and DELETE participate', () => {
  it('joins and leaves, both idempotent, and the lobby sees it', async () => {
    const e = await createEvent(t, host);
    const ann = await student(t);
    const joined = await participate(t, ann, e.short_event_id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ participants_count: 1, participants: [expect.objectContaining({ id: ann.id })] });
    expect((await participate(t, ann, e.event_id)).json().participants_count).toBe(1);
    expect((await call(t, 'GET', 'event/current', ann.auth)).json().event_id).toBe(e.event_id);

    const left = await call(t, 'DELETE', 'participate', ann.auth, { event_id: e.event_id });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ participants: [], participants_count: 0 });
    expect((await call(t, 'DELETE', 'participate', ann.auth, { event_id: e.event_id })).statusCode).toBe(200);
    expectError(await participate(t, ann, 'nosuchid'), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
    expectError(await call(t, 'POST', 'participate', ann.auth, {}), 400, 'VALIDATION_ERROR', EVENT_TEXTS.eventIdRequired);
    expectError(await call(t, 'POST', 'participate', {}, { event_id: e.event_id }), 401, 'UNAUTHORIZED');
  });

  it('refuses a full event, and the host of their own event', async () => {
    const e = await createEvent(t, host, { max_number_users: 2 });
    const [a, b, c] = [await student(t), await student(t), await student(t)];
    expect((await participate(t, a, e.event_id)).statusCode).toBe(200);
    expect((await participate(t, b, e.event_id)).json()).toMatchObject({ is_full: true });
    expectError(await participate(t, c, e.event_id), 409, 'CONFLICT', EVENT_TEXTS.eventFull);
    expectError(await participate(t, host, e.event_id), 409, 'CONFLICT', EVENT_TEXTS.hostIsNotParticipant);
    await call(t, 'DELETE', 'participate', b.auth, { event_id: e.event_id });
    expect((await participate(t, c, e.event_id)).statusCode).toBe(200);
  });

  it('lets only the free places go when many join at once', async () => {
    const e = await createEvent(t, host, { max_number_users: 3 });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => student(t, 'pro')));
    const answers = await Promise.all(crowd.map((who) => participate(t, who, e.event_id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await call(t, 'GET', `event/${e.event_id}`)).json().participants_count).toBe(3);
  });

  it('refuses past and cancelled events', async () => {
    const ann = await student(t);
    const past = await createEvent(t, host, { start_time_utc: new Date(t.clock.now().getTime() + MINUTE).toISOString() });
    const cancelled = await createEvent(t, host);
    await call(t, 'DELETE', `event/${cancelled.event_id}`, host.auth);
    t.clock.advance(2 * HOUR);
    await signInAgain(t, ann);
    expectError(await participate(t, ann, past.event_id), 409, 'CONFLICT', EVENT_TEXTS.eventPast);
    expectError(await participate(t, ann, cancelled.event_id), 409, 'CONFLICT', EVENT_TEXTS.eventCancelled);
    expectError(
      await call(t, 'DELETE', 'participate', ann.auth, { event_id: past.event_id }),
      409,
      'CONFLICT',
      EVENT_TEXTS.eventPast,
    );
  });
});

describe('the free plan: 5 sessions a calendar month', () => {
  it('holds a teacher waiting for approval to it as well (ADR 0070)', async () => {
    const candidate = await teacherCandidate(t);
    const events = await liveEvents(FREE_SESSIONS_PER_MONTH + 1);
    await signInAgain(t, candidate);
    for (const e of events.slice(0, FREE_SESSIONS_PER_MONTH)) expect((await attend(candidate, e.event_id)).statusCode).toBe(200);
    const over = await attend(candidate, events[FREE_SESSIONS_PER_MONTH]!.event_id);
    expectError(over, 403, 'EXC_SESSION_LIMIT_REACHED', EVENT_TEXTS.sessionLimit);
  });

  it('refuses the 6th session with EXC_SESSION_LIMIT_REACHED and allows it again next month', async () => {
    expect(FREE_SESSIONS_PER_MONTH).toBe(5);
    const free = await student(t);
    const events = await liveEvents(7);
    await signInAgain(t, free);
    for (const e of events.slice(0, 5)) {
      const res = await attend(free, e.event_id);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await attend(free, events[4]!.event_id)).json().allowance).toEqual({
      month: '2026-03',
      used: 5,
      limit: 5,
      remaining: 0,
    });
    expectError(await attend(free, events[5]!.event_id), 403, 'EXC_SESSION_LIMIT_REACHED', EVENT_TEXTS.sessionLimit);
    expect(EVENT_TEXTS.sessionLimit).toMatch(/Upgrade/);
    expect(await canJoin(free, events[5]!.event_id)).toEqual({
      event_id: events[5]!.event_id,
      can_join: false,
      reason: 'EXC_SESSION_LIMIT_REACHED',
      message: EVENT_TEXTS.sessionLimit,
    });
    // A room already entered this month does not count again.
    expect((await canJoin(free, events[0]!.event_id)).can_join).toBe(true);
    const later = await createEvent(t, host, { start_time_utc: '2026-03-20T18:00:00Z' });
    expectError(await participate(t, free, later.event_id), 403, 'EXC_SESSION_LIMIT_REACHED', EVENT_TEXTS.sessionLimit);
    // An April event is April's allowance.
    const april = await createEvent(t, host, { start_time_utc: '2026-04-02T18:00:00Z' });
    expect((await participate(t, free, april.event_id)).statusCode).toBe(200);

    t.clock.set('2026-04-01T00:00:00Z');
    await signInAgain(t, free);
    await signInAgain(t, host);
    const next = await createEvent(t, host, { start_time_utc: '2026-04-01T00:01:00Z' });
    expect((await participate(t, free, next.event_id)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const res = await attend(free, next.event_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().allowance).toEqual({ month: '2026-04', used: 1, limit: 5, remaining: 4 });
  });

  it('leaves paid plans and teachers unlimited', async () => {
    const paid = await student(t, 'basic');
    const guestTeacher = await teacher(t);
    const events = await liveEvents(7);
    await signInAgain(t, paid);
    await signInAgain(t, guestTeacher);
    for (const e of events) {
      expect((await attend(paid, e.event_id)).statusCode).toBe(200);
      expect((await attend(guestTeacher, e.event_id)).statusCode).toBe(200);
    }
    expect((await attend(paid, events[6]!.event_id)).json().allowance).toEqual({
      month: '2026-03',
      used: 7,
      limit: null,
      remaining: null,
    });
  });
});

describe('GET can-join and POST attendance', () => {
  it('says why not: not live yet, full, cancelled, ended', async () => {
    const ann = await student(t);
    const e = await createEvent(t, host, { max_number_users: 2 });
    expect(await canJoin(ann, e.event_id)).toMatchObject({
      can_join: false,
      reason: 'EVENT_NOT_LIVE',
      message: EVENT_TEXTS.eventNotLive,
    });
    expectError(await attend(ann, e.event_id), 409, 'CONFLICT', EVENT_TEXTS.eventNotLive);
    expect(await canJoin(host, e.event_id)).toMatchObject({ can_join: true, reason: null, message: null });

    await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id });
    expect(await canJoin(ann, e.event_id)).toMatchObject({ can_join: true });
    const [b, c] = [await student(t), await student(t)];
    await participate(t, b, e.event_id);
    await participate(t, c, e.event_id);
    expect(await canJoin(ann, e.event_id)).toMatchObject({
      can_join: false,
      reason: 'EVENT_FULL',
      message: EVENT_TEXTS.eventFull,
    });
    expect(await canJoin(b, e.event_id)).toMatchObject({ can_join: true });

    await call(t, 'POST', 'end', host.auth, { event_id: e.event_id });
    expect(await canJoin(b, e.event_id)).toMatchObject({
      can_join: false,
      reason: 'EVENT_ENDED',
      message: EVENT_TEXTS.eventPast,
    });

    const gone = await createEvent(t, host);
    await call(t, 'DELETE', `event/${gone.event_id}`, host.auth);
    expect(await canJoin(ann, gone.event_id)).toMatchObject({ can_join: false, reason: 'EVENT_CANCELLED' });
    expectError(await call(t, 'GET', 'can-join?event_id=nosuchid', ann.auth), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', 'can-join', ann.auth), 400, 'VALIDATION_ERROR');
  });

  it('counts a session once per event, adds the attendee to the participants and lists the history per month', async () => {
    const ann = await student(t);
    const [first, second] = await liveEvents(2);
    await signInAgain(t, ann);
    const once = await attend(ann, first!.event_id);
    expect(once.json()).toEqual({
      event_id: first!.event_id,
      joined_at: t.clock.now().toISOString(),
      allowance: { month: '2026-03', used: 1, limit: 5, remaining: 4 },
    });
    t.clock.advance(MINUTE);
    expect((await attend(ann, first!.event_id)).json().joined_at).toBe(once.json().joined_at);
    expect((await call(t, 'GET', `event/${first!.event_id}`, ann.auth)).json().participants).toEqual([
      expect.objectContaining({ id: ann.id }),
    ]);
    await attend(ann, second!.event_id);

    t.clock.set('2026-04-05T10:00:00Z');
    await signInAgain(t, ann);
    await signInAgain(t, host);
    const [april] = await liveEvents(1);
    await attend(ann, april!.event_id);

    const history = await call(t, 'GET', 'user/event-joins?limit=2', ann.auth);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({
      total: 3,
      limit: 2,
      offset: 0,
      per_month: [
        { month: '2026-04', count: 1 },
        { month: '2026-03', count: 2 },
      ],
      allowance: { month: '2026-04', used: 1, limit: 5, remaining: 4 },
    });
    expect(history.json().items.map((i: { event_id: string }) => i.event_id)).toEqual([april!.event_id, second!.event_id]);
    expect(history.json().items[0]).toMatchObject({ event_title: april!.event_title, short_event_id: april!.short_event_id });
    const rest = await call(t, 'GET', 'user/event-joins?limit=2&offset=2', ann.auth);
    expect(rest.json().items.map((i: { event_id: string }) => i.event_id)).toEqual([first!.event_id]);
    expectError(await call(t, 'GET', 'user/event-joins'), 401, 'UNAUTHORIZED');
  });
});

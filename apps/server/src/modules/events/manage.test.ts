import { EVENT_DEFAULT_CAPACITY, EVENT_TEXTS, notificationApi, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  HOUR,
  MINUTE,
  call,
  createEvent,
  eventBody,
  inFuture,
  markVerified,
  participate,
  student,
  teacher,
  type Member,
} from '../../test/event-helpers.ts';

let t: TestApp;
let host: Member;
beforeAll(async () => {
  t = await createTestApp();
  host = await teacher(t);
});
afterAll(() => t.close());

const issueOf = (res: Awaited<ReturnType<typeof call>>, field: string) =>
  (res.json().detail.errors as { loc: string[]; msg: string }[]).find((e) => e.loc.includes(field))?.msg;

describe('POST event', () => {
  it('creates an event with the defaults: CHAT, one hour, public, 20 places, a short id', async () => {
    const start = inFuture(t, 2 * HOUR);
    const res = await call(t, 'POST', 'event', host.auth, eventBody(t, { start_time_utc: start, tags: ['work', 'work', 'b1'] }));
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json() as Event;
    expect(e).toMatchObject({
      event_title: 'Small talk at work',
      title: 'Small talk at work',
      event_type: 'CHAT',
      event_language: 'en',
      proficiency: 1,
      start_time_utc: start,
      end_time_utc: new Date(Date.parse(start) + HOUR).toISOString(),
      is_private: false,
      is_revision: false,
      is_cancelled: false,
      is_ended: false,
      is_live: false,
      tags: ['work', 'b1'],
      lesson_link: null,
      host: { id: host.id, username: host.username },
      participants: [],
      participants_count: 0,
      max_number_users: EVENT_DEFAULT_CAPACITY,
      is_full: false,
      event_url: `${t.config.PUBLIC_URL}/event/${e.event_id}`,
    });
    expect(e.short_event_id).toMatch(/^[a-z2-9]{8}$/);
    const google = new URL(e.google_calendar_url);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Small talk at work');
    const compact = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(google.searchParams.get('dates')).toBe(`${compact(e.start_time_utc)}/${compact(e.end_time_utc)}`);
    expect(google.searchParams.get('details')).toContain(e.event_url);
  });

  it('gives every event its own short id', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => createEvent(t, host)));
    expect(new Set(created.map((e) => e.short_event_id)).size).toBe(12);
  });

  it('answers the spec texts for a missing language, date and time', async () => {
    const noLanguage = await call(t, 'POST', 'event', host.auth, { ...eventBody(t), event_language: undefined });
    expectError(noLanguage, 400, 'VALIDATION_ERROR');
    expect(issueOf(noLanguage, 'event_language')).toBe(EVENT_TEXTS.languageRequired);
    const unknownLanguage = await call(t, 'POST', 'event', host.auth, eventBody(t, { event_language: 'xx' as 'en' }));
    expect(issueOf(unknownLanguage, 'event_language')).toBe(EVENT_TEXTS.languageRequired);

    const noDate = await call(t, 'POST', 'event', host.auth, { ...eventBody(t), start_time_utc: undefined });
    expect(issueOf(noDate, 'start_time_utc')).toBe(EVENT_TEXTS.dateRequired);
    const emptyDate = await call(t, 'POST', 'event', host.auth, eventBody(t, { start_time_utc: '' }));
    expect(issueOf(emptyDate, 'start_time_utc')).toBe(EVENT_TEXTS.dateRequired);
    const noTime = await call(t, 'POST', 'event', host.auth, eventBody(t, { start_time_utc: '2026-04-02' }));
    expect(issueOf(noTime, 'start_time_utc')).toBe(EVENT_TEXTS.timeRequired);
    const garbage = await call(t, 'POST', 'event', host.auth, eventBody(t, { start_time_utc: 'tomorrow' }));
    expect(issueOf(garbage, 'start_time_utc')).toBe(EVENT_TEXTS.dateInvalid);
  });

  it('checks title, level, type, tags, link and capacity', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ event_title: '  ' }, 'event_title', EVENT_TEXTS.titleRequired],
      [{ event_title: 'x'.repeat(121) }, 'event_title', EVENT_TEXTS.titleTooLong],
      [{ proficiency: 5 }, 'proficiency', EVENT_TEXTS.levelRequired],
      [{ proficiency: -1 }, 'proficiency', EVENT_TEXTS.levelRequired],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', EVENT_TEXTS.tagsTooMany],
      [{ tags: ['x'.repeat(31)] }, 'tags', EVENT_TEXTS.tagInvalid],
      [{ lesson_link: 'javascript:alert(1)' }, 'lesson_link', EVENT_TEXTS.lessonLinkInvalid],
      [{ max_number_users: 1 }, 'max_number_users', EVENT_TEXTS.capacityRange],
      [{ max_number_users: 101 }, 'max_number_users', EVENT_TEXTS.capacityRange],
      [{ event_description: 'x'.repeat(2001) }, 'event_description', EVENT_TEXTS.descriptionTooLong],
    ];
    for (const [patch, field, text] of cases) {
      const res = await call(t, 'POST', 'event', host.auth, { ...eventBody(t), ...patch });
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(issueOf(res, field), field).toBe(text);
    }
    const badType = await call(t, 'POST', 'event', host.auth, { ...eventBody(t), event_type: 'KARAOKE' });
    expectError(badType, 400, 'VALIDATION_ERROR');
  });

  it('refuses a start in the past, an end before the start and an event longer than six hours', async () => {
    expectError(
      await call(t, 'POST', 'event', host.auth, eventBody(t, { start_time_utc: inFuture(t, -MINUTE) })),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.startInPast,
    );
    expectError(
      await call(t, 'POST', 'event', host.auth, eventBody(t, { end_time_utc: inFuture(t, HOUR) })),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.endBeforeStart,
    );
    expectError(
      await call(t, 'POST', 'event', host.auth, eventBody(t, { end_time_utc: inFuture(t, 8 * HOUR) })),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.tooLong,
    );
  });

  it('lets teachers and paid students host; a free student gets 403 with a clear message', async () => {
    const free = await student(t);
    expectError(await call(t, 'POST', 'event', free.auth, eventBody(t)), 403, 'FORBIDDEN', EVENT_TEXTS.hostingNeedsPlan);
    for (const plan of ['basic', 'pro', 'team'] as const) {
      const paid = await student(t, plan);
      const e = await createEvent(t, paid, { event_type: 'DISCUSSION', is_private: true, max_number_users: 2 });
      expect(e).toMatchObject({ host: { id: paid.id }, event_type: 'DISCUSSION', is_private: true, max_number_users: 2 });
    }
    expectError(await call(t, 'POST', 'event', {}, eventBody(t)), 401, 'UNAUTHORIZED');
  });
});

describe('GET event/{id} and {eventId}/config', () => {
  it('finds an event by event_id and by short_event_id, and 404s an unknown one', async () => {
    const e = await createEvent(t, host);
    for (const ref of [e.event_id, e.short_event_id]) {
      const res = await call(t, 'GET', `event/${ref}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().event_id).toBe(e.event_id);
    }
    expectError(await call(t, 'GET', 'event/nosuchid'), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
    expectError(await call(t, 'GET', `event/${crypto.randomUUID()}`), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
  });

  it('shows a live event only to a signed-in caller', async () => {
    const e = await createEvent(t, host);
    expect((await call(t, 'GET', `event/${e.event_id}`)).statusCode).toBe(200);
    expect((await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id })).json().is_live).toBe(true);
    expectError(await call(t, 'GET', `event/${e.event_id}`), 401, 'UNAUTHORIZED', EVENT_TEXTS.liveNeedsLogin);
    const signedIn = await call(t, 'GET', `event/${e.short_event_id}`, (await student(t)).auth);
    expect(signedIn.json()).toMatchObject({ event_id: e.event_id, is_live: true });
  });

  it('answers the room sizes and the activity settings', async () => {
    const e = await createEvent(t, host, { event_type: 'PICTIONARY', max_number_users: 8 });
    const res = await call(t, 'GET', `${e.short_event_id}/config`);
    expect(res.json()).toEqual({
      event_id: e.event_id,
      event_type: 'PICTIONARY',
      min_number_users: 2,
      max_number_users: 8,
      activity: { room_size: 4, rotation_minutes: null },
    });
    const chat = await createEvent(t, host);
    expect((await call(t, 'GET', `${chat.event_id}/config`)).json().activity).toEqual({ room_size: 2, rotation_minutes: 12 });
    expectError(await call(t, 'GET', 'nosuchid/config'), 404, 'NOT_FOUND');
  });
});

describe('host-only calls', () => {
  it('refuses PUT, DELETE, start_now and end to anyone but the host, whatever they are', async () => {
    const e = await createEvent(t, host);
    const others = [await student(t), await student(t, 'pro'), await teacher(t)];
    for (const other of others) {
      expectError(
        await call(t, 'PUT', `event/${e.event_id}`, other.auth, { event_title: 'Mine now' }),
        403,
        'FORBIDDEN',
        EVENT_TEXTS.hostOnly,
      );
      expectError(await call(t, 'DELETE', `event/${e.event_id}`, other.auth), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
      expectError(
        await call(t, 'POST', 'start_now', other.auth, { event_id: e.event_id }),
        403,
        'FORBIDDEN',
        EVENT_TEXTS.hostOnly,
      );
      expectError(await call(t, 'POST', 'end', other.auth, { event_id: e.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    }
    const after = (await call(t, 'GET', `event/${e.event_id}`)).json() as Event;
    expect(after).toMatchObject({ event_title: e.event_title, is_cancelled: false, is_live: false, is_ended: false });
    for (const path of [`event/${e.event_id}`]) {
      expectError(await call(t, 'PUT', path, {}, { event_title: 'x' }), 401, 'UNAUTHORIZED');
      expectError(await call(t, 'DELETE', path), 401, 'UNAUTHORIZED');
    }
  });
});

describe('PUT event/{id}', () => {
  it('changes what is sent, keeps the rest, and moves the end with the start', async () => {
    const e = await createEvent(t, host, { tags: ['a'], end_time_utc: inFuture(t, 3 * HOUR) });
    const start = inFuture(t, 5 * HOUR);
    const res = await call(t, 'PUT', `event/${e.short_event_id}`, host.auth, {
      event_title: 'Job interviews',
      start_time_utc: start,
      proficiency: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      event_id: e.event_id,
      event_title: 'Job interviews',
      proficiency: 4,
      tags: ['a'],
      start_time_utc: start,
      end_time_utc: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
    });
    const cleared = await call(t, 'PUT', `event/${e.event_id}`, host.auth, { event_description: '', lesson_link: '' });
    expect(cleared.json()).toMatchObject({ event_description: null, lesson_link: null });
  });

  it('validates like create and keeps the capacity above the participants', async () => {
    const e = await createEvent(t, host);
    expectError(
      await call(t, 'PUT', `event/${e.event_id}`, host.auth, { start_time_utc: inFuture(t, -HOUR) }),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.startInPast,
    );
    expectError(
      await call(t, 'PUT', `event/${e.event_id}`, host.auth, { end_time_utc: e.start_time_utc }),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.endBeforeStart,
    );
    const noTime = await call(t, 'PUT', `event/${e.event_id}`, host.auth, { start_time_utc: '2026-05-01' });
    expect(issueOf(noTime, 'start_time_utc')).toBe(EVENT_TEXTS.timeRequired);
    for (let i = 0; i < 3; i++) expect((await participate(t, await student(t), e.event_id)).statusCode).toBe(200);
    expectError(
      await call(t, 'PUT', `event/${e.event_id}`, host.auth, { max_number_users: 2 }),
      400,
      'VALIDATION_ERROR',
      EVENT_TEXTS.capacityBelowParticipants,
    );
    expect((await call(t, 'PUT', `event/${e.event_id}`, host.auth, { max_number_users: 3 })).json()).toMatchObject({
      max_number_users: 3,
      is_full: true,
    });
  });
});

describe('DELETE event/{id}', () => {
  it('cancels: participants are told and mailed, the event shows as cancelled and cannot change any more', async () => {
    const e = await createEvent(t, host, { event_title: 'Debate night' });
    const [ann, ben] = [await student(t), await student(t)];
    for (const who of [ann, ben]) await markVerified(t, who.id);
    await participate(t, ann, e.event_id);
    await participate(t, ben, e.event_id);

    const res = await call(t, 'DELETE', `event/${e.event_id}`, host.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_cancelled: true, is_live: false });
    for (const who of [ann, ben]) {
      const mail = await t.smtp.next(who.email);
      expect(mail.subject).toBe('Cancelled: Debate night');
      expect(mail.text).toContain('has been cancelled by its host');
      expect(mail.text).toContain(`${t.config.PUBLIC_URL}/event/${e.short_event_id}`);
    }
    expect((await call(t, 'GET', `event/${e.event_id}`)).json().is_cancelled).toBe(true);
    // Cancelling again changes nothing and mails nobody.
    expect((await call(t, 'DELETE', `event/${e.event_id}`, host.auth)).json().is_cancelled).toBe(true);
    await expect(t.smtp.next(ann.email, 300)).rejects.toThrow(/no mail/);
    const told = await t.app.inject({ method: 'GET', url: notificationApi.list.path, headers: ann.auth });
    expect(told.json().items.map((n: { kind: string }) => n.kind)).toEqual(['event_cancelled']);

    expectError(
      await call(t, 'PUT', `event/${e.event_id}`, host.auth, { event_title: 'Back' }),
      409,
      'CONFLICT',
      EVENT_TEXTS.notEditable,
    );
    expectError(
      await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id }),
      409,
      'CONFLICT',
      EVENT_TEXTS.eventCancelled,
    );
  });
});

describe('POST start_now and end', () => {
  it('starts an event early and ends it; an ended event cannot be cancelled or changed', async () => {
    const e = await createEvent(t, host, { start_time_utc: inFuture(t, 3 * HOUR) });
    const started = await call(t, 'POST', 'start_now', host.auth, { event_id: e.short_event_id });
    expect(started.json()).toMatchObject({ is_live: true, is_ended: false });
    expect((await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id })).json().is_live).toBe(true);
    const ended = await call(t, 'POST', 'end', host.auth, { event_id: e.event_id });
    expect(ended.json()).toMatchObject({ is_live: false, is_ended: true });
    expectError(await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id }), 409, 'CONFLICT', EVENT_TEXTS.eventPast);
    expectError(await call(t, 'DELETE', `event/${e.event_id}`, host.auth), 409, 'CONFLICT', EVENT_TEXTS.eventPast);
    expectError(
      await call(t, 'PUT', `event/${e.event_id}`, host.auth, { proficiency: 2 }),
      409,
      'CONFLICT',
      EVENT_TEXTS.notEditable,
    );
    expectError(await call(t, 'POST', 'end', host.auth, {}), 400, 'VALIDATION_ERROR');
    expectError(await call(t, 'POST', 'end', host.auth, { event_id: 'nosuchid' }), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
  });
});

import ICAL from 'ical.js';
import { EVENT_TEXTS } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HOUR, call, createEvent, student, teacher, type Member } from '../../test/event-helpers.ts';

let t: TestApp;
let host: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://parley.example.com' } });
  host = await teacher(t);
});
afterAll(() => t.close());

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

describe('GET event/{id}/calendar.ics', () => {
  it('is one valid VEVENT with UID, DTSTART and DTEND in UTC and the URL of the event page', async () => {
    const e = await createEvent(t, host, {
      event_title: 'Coffee, chat; and "more"',
      event_description: 'Bring a question.\nAny level welcome — ünïcödé included, and a long line '.repeat(3),
      start_time_utc: '2026-03-02T18:30:00.000Z',
    });
    const res = await call(t, 'GET', `event/${e.short_event_id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="parley-${e.short_event_id}.ics"`);
    // Content lines end in CRLF and none is longer than 75 octets (folded).
    expect(res.body.endsWith('\r\n')).toBe(true);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { calendar, vevent, event } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Parley//Events//EN');
    expect(event.uid).toBe(`${e.event_id}@parley.example.com`);
    expect(event.summary).toBe('Coffee, chat; and "more"');
    expect(event.description).toBe(`${e.event_description}\n\n${e.event_url}`);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-02T18:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-02T19:30:00.000Z');
    expect(res.body).toContain('DTSTART:20260302T183000Z');
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://parley.example.com/event/${e.event_id}`);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-01T10:00:00Z');
  });

  it('keeps a title’s line breaks and control characters from making lines or properties of their own', async () => {
    const e = await createEvent(t, host, {
      event_title: 'Chat\rATTENDEE:mailto:someone@example.com\u0007\u001b[31m',
      event_description: 'One\r\nTwo\rThree\u0001',
    });
    const res = await call(t, 'GET', `event/${e.event_id}/calendar.ics`);
    // eslint-disable-next-line no-control-regex -- what may not appear: a control character other than a CRLF's
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const { vevent, event } = parse(res.body);
    expect(vevent.getAllProperties('attendee')).toHaveLength(0);
    expect(event.summary).toBe('Chat\nATTENDEE:mailto:someone@example.com[31m');
    expect(event.description).toBe(`One\nTwo\nThree\n\n${e.event_url}`);
  });

  it('says CANCELLED once the host cancels, and 404s an unknown event', async () => {
    const e = await createEvent(t, host);
    await call(t, 'DELETE', `event/${e.event_id}`, host.auth);
    const { calendar, vevent } = parse((await call(t, 'GET', `event/${e.event_id}/calendar.ics`)).body);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expectError(await call(t, 'GET', 'event/nosuchid/calendar.ics'), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
  });

  it('of a live event needs a signed-in caller, like the event itself', async () => {
    const e = await createEvent(t, host, { start_time_utc: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    await call(t, 'POST', 'start_now', host.auth, { event_id: e.event_id });
    expectError(await call(t, 'GET', `event/${e.event_id}/calendar.ics`), 401, 'UNAUTHORIZED', EVENT_TEXTS.liveNeedsLogin);
    const res = await call(t, 'GET', `event/${e.event_id}/calendar.ics`, (await student(t)).auth);
    expect(parse(res.body).event.uid).toBe(`${e.event_id}@parley.example.com`);
  });
});

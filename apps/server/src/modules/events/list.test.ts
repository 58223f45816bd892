import { EVENT_TEXTS, type Event, type EventsPage } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  type Member,
} from '../../test/event-helpers.ts';

let t: TestApp;
let host: Member;
let other: Member;
let fan: Member;
let stranger: Member;
const made: Record<string, Event> = {};

/** Starts relative to the test clock (2026-03-01T10:00Z). */
const at = (hours: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [host, other, fan, stranger] = [await teacher(t), await teacher(t), await student(t), await student(t)];
  const plan: [string, Member, Parameters<typeof createEvent>[2]][] = [
    ['geoBeginnerEs', host, { event_type: 'GEO_GAME', event_language: 'es', proficiency: 0, start_time_utc: at(5) }],
    ['chatMediumEn', other, { event_type: 'CHAT', event_language: 'en', proficiency: 1, start_time_utc: at(1) }],
    ['discussAllFr', host, { event_type: 'DISCUSSION', event_language: 'fr', proficiency: 4, start_time_utc: at(30) }],
    ['privateEn', other, { event_language: 'en', proficiency: 2, start_time_utc: at(2), is_private: true }],
    ['liveSoon', other, { event_type: 'PICTIONARY', event_language: 'de', proficiency: 3, start_time_utc: at(0.5) }],
    ['cancelled', host, { event_language: 'en', proficiency: 1, start_time_utc: at(3) }],
    ['endsEarly', host, { event_language: 'en', proficiency: 1, start_time_utc: at(0.25), end_time_utc: at(0.5) }],
  ];
  for (const [name, who, body] of plan) made[name] = await createEvent(t, who, body);
  await participate(t, fan, made.privateEn!.event_id);
  await participate(t, fan, made.geoBeginnerEs!.event_id);
  await call(t, 'DELETE', `event/${made.cancelled!.event_id}`, host.auth);
  // 10:40: liveSoon has started by the clock; endsEarly ran from 10:15 to 10:30 and is over.
  t.clock.advance(40 * MINUTE);
  for (const who of [host, other, fan, stranger]) await signInAgain(t, who);
});
afterAll(() => t.close());

async function list(query: string, who?: Member): Promise<EventsPage> {
  const res = await call(t, 'GET', `events${query ? `?${query}` : ''}`, who?.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventsPage;
}
const titles = (page: EventsPage) => page.items.map((e) => Object.keys(made).find((k) => made[k]!.event_id === e.event_id));

describe('GET events', () => {
  it('lists public events that have not ended, ordered by start, without cancelled ones', async () => {
    const page = await list('');
    expect(titles(page)).toEqual(['liveSoon', 'chatMediumEn', 'geoBeginnerEs', 'discussAllFr']);
    expect(page).toMatchObject({ total: 4, limit: 10, offset: 0 });
    expect(page.items[0]).toMatchObject({ is_live: true, host: { id: other.id } });
    expect(page.items[2]!.participants).toEqual([expect.objectContaining({ id: fan.id })]);
  });

  it('shows a private event to its host and participants only', async () => {
    expect(titles(await list('', stranger))).not.toContain('privateEn');
    expect(titles(await list('', host))).not.toContain('privateEn');
    expect(titles(await list('', other))).toContain('privateEn');
    expect(titles(await list('', fan))).toContain('privateEn');
  });

  it('filters by type, one or several', async () => {
    expect(titles(await list('event_type=GEO_GAME'))).toEqual(['geoBeginnerEs']);
    expect(titles(await list('event_type=GEO_GAME,DISCUSSION'))).toEqual(['geoBeginnerEs', 'discussAllFr']);
    expect(titles(await list('event_type=CHAT&event_type=PICTIONARY'))).toEqual(['liveSoon', 'chatMediumEn']);
  });

  it('filters by languages', async () => {
    expect(titles(await list('event_languages=es'))).toEqual(['geoBeginnerEs']);
    expect(titles(await list('event_languages=fr,de'))).toEqual(['liveSoon', 'discussAllFr']);
    expect(titles(await list('event_languages=en', fan))).toEqual(['chatMediumEn', 'privateEn']);
  });

  it('filters by level', async () => {
    expect(titles(await list('proficiency=0'))).toEqual(['geoBeginnerEs']);
    expect(titles(await list('proficiency=3,4'))).toEqual(['liveSoon', 'discussAllFr']);
  });

  it('bounds the start with start_time_utc (inclusive) and end_time_utc (exclusive), past events included', async () => {
    expect(titles(await list(`start_time_utc=${at(1)}&end_time_utc=${at(5)}`))).toEqual(['chatMediumEn']);
    expect(titles(await list(`start_time_utc=${at(1)}&end_time_utc=${at(5)}`, fan))).toEqual(['chatMediumEn', 'privateEn']);
    expect(titles(await list(`start_time_utc=${at(0)}&end_time_utc=${at(1)}`))).toEqual(['endsEarly', 'liveSoon']);
    expect(titles(await list(`start_time_utc=${at(5)}`))).toEqual(['geoBeginnerEs', 'discussAllFr']);
    expect(titles(await list(`end_time_utc=${at(1)}`))).toEqual(['liveSoon']);
  });

  it('filters live and not live events', async () => {
    expect(titles(await list('is_live=true'))).toEqual(['liveSoon']);
    expect(titles(await list('is_live=false'))).toEqual(['chatMediumEn', 'geoBeginnerEs', 'discussAllFr']);
  });

  it("is_dashboard lists the caller's own events, hosted or joined, cancelled ones included", async () => {
    expect(titles(await list('is_dashboard=true', fan))).toEqual(['privateEn', 'geoBeginnerEs']);
    const mine = await list('is_dashboard=true', host);
    expect(titles(mine)).toEqual(['cancelled', 'geoBeginnerEs', 'discussAllFr']);
    expect(mine.items[0]!.is_cancelled).toBe(true);
    expect((await list('is_dashboard=true', stranger)).items).toEqual([]);
    expect(titles(await list(`is_dashboard=true&start_time_utc=${at(0)}`, host))).toEqual([
      'endsEarly',
      'cancelled',
      'geoBeginnerEs',
      'discussAllFr',
    ]);
    expectError(await call(t, 'GET', 'events?is_dashboard=true'), 401, 'UNAUTHORIZED');
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await list('limit=2');
    expect(titles(first)).toEqual(['liveSoon', 'chatMediumEn']);
    expect(first).toMatchObject({ total: 4, limit: 2, offset: 0 });
    const second = await list('limit=2&offset=2');
    expect(titles(second)).toEqual(['geoBeginnerEs', 'discussAllFr']);
    expect(second.total).toBe(4);
    const beyond = await list('limit=2&offset=10');
    expect(beyond).toMatchObject({ items: [], total: 4, offset: 10 });
    expect(await list('event_languages=sw')).toMatchObject({ items: [], total: 0 });
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'event_type=KARAOKE',
      'event_languages=xx',
      'proficiency=7',
      'proficiency=abc',
      'limit=0',
      'limit=101',
      'offset=-1',
      'is_live=yes',
      'is_dashboard=1',
      'start_time_utc=yesterday',
    ]) {
      expectError(await call(t, 'GET', `events?${query}`), 400, 'VALIDATION_ERROR');
    }
    const language = await call(t, 'GET', 'events?event_languages=xx');
    expect(language.json().detail.error_message).toBe(EVENT_TEXTS.languageRequired);
  });
});

describe('kept pages', () => {
  it('show a write at once on the next call, from any caller', async () => {
    const before = await list('event_languages=it');
    expect(before.total).toBe(0);
    const italian = await createEvent(t, other, { event_language: 'it', start_time_utc: at(6) });
    expect((await list('event_languages=it')).items.map((e) => e.event_id)).toEqual([italian.event_id]);
    await participate(t, stranger, italian.event_id);
    expect((await list('event_languages=it')).items[0]!.participants_count).toBe(1);
    await call(t, 'DELETE', `event/${italian.event_id}`, other.auth);
    expect((await list('event_languages=it')).total).toBe(0);
  });
});

describe('GET huddle-hosts', () => {
  it('answers the hosts of public events live now', async () => {
    const res = await call(t, 'GET', 'huddle-hosts');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        host: expect.objectContaining({ id: other.id }),
        event_id: made.liveSoon!.event_id,
        short_event_id: made.liveSoon!.short_event_id,
        event_title: made.liveSoon!.event_title,
        event_type: 'PICTIONARY',
        event_language: 'de',
        participants_count: 0,
      },
    ]);
  });
});

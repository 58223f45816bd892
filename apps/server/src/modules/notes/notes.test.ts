import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_RICH_TEXT_MAX, NOTES_PER_USER_MAX, NOTES_PREFIX, NOTES_TEXTS as T, noteSchema } from '@parley/contracts';
import * as z from 'zod/mini';
import { notes } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createEvent, member, participate, teacher, type Member } from '../../test/event-helpers.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (who: Member | null, method: Method, path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `${NOTES_PREFIX}${path}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
async function write(who: Member, body: object) {
  const res = await api(who, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(noteSchema.shape).parse(res.json());
}
const titles = async (who: Member, search: string) =>
  ((await api(who, 'GET', search)).json() as { items: { title: string }[] }).items.map((n) => n.title);

describe('notes', () => {
  it('writes, reads, saves as the writer types, searches, pages and deletes a note', async () => {
    const me = await member(t);
    const note = await write(me, { title: '  Phrasal verbs ', rich_text: '<p>To <strong>give up</strong> means to stop</p>' });
    expect(note).toMatchObject({ title: 'Phrasal verbs', text: 'To give up means to stop', recording: null, event: null });
    expect(note.rich_text).toBe('<p>To <strong>give up</strong> means to stop</p>');

    // Autosave sends only what changed; the rest stays.
    t.clock.advance(60_000);
    const saved = await api(me, 'PUT', `/${note.id}`, {
      rich_text: '<p>To give up: to stop trying</p><ul><li>never give up</li></ul>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Phrasal verbs', text: 'To give up: to stop trying\nnever give up' });
    expect(Date.parse(saved.json().updated_at)).toBeGreaterThan(Date.parse(note.updated_at));
    expect((await api(me, 'GET', `/${note.id}`)).json()).toEqual(saved.json());

    await write(me, { title: 'Small talk', rich_text: '<p>Weather, weekend, 100% safe topics</p>' });
    await write(me, { rich_text: '<p>An untitled thought about the WEEKEND</p>' });
    // Last changed first; every word of the search, in title or text, any case; % and _ are characters, not patterns.
    expect(await titles(me, '')).toEqual(['', 'Small talk', 'Phrasal verbs']);
    expect(await titles(me, '?query=weekend')).toEqual(['', 'Small talk']);
    expect(await titles(me, '?query=verbs%20never')).toEqual(['Phrasal verbs']);
    expect(await titles(me, '?query=100%25')).toEqual(['Small talk']);
    expect(await titles(me, '?query=_')).toEqual([]);
    const page = (await api(me, 'GET', '?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, items: [{ title: 'Small talk', excerpt: 'Weather, weekend, 100% safe topics' }] });

    expect((await api(me, 'DELETE', `/${note.id}`)).json()).toEqual({ ok: true });
    expectError(await api(me, 'GET', `/${note.id}`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(me, 'DELETE', `/${note.id}`), 404, 'NOT_FOUND', T.notFound);
  });

  it('keeps only the HTML the sanitiser allows', async () => {
    const me = await member(t);
    const note = await write(me, {
      rich_text:
        '<p onclick="alert(1)">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)>',
    });
    expect(note.rich_text).toBe(
      '<p>Hi  <a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
    );
  });

  it('refuses a note too long, a title too long, and the note past the limit', async () => {
    const me = await member(t);
    const long = `<p>${'a'.repeat(NOTE_RICH_TEXT_MAX)}</p>`;
    expectError(await api(me, 'POST', '', { rich_text: long }), 400, 'VALIDATION_ERROR', T.tooLong);
    const note = await write(me, { title: 'Keep me' });
    expectError(await api(me, 'PUT', `/${note.id}`, { rich_text: long }), 400, 'VALIDATION_ERROR', T.tooLong);
    expectError(await api(me, 'PUT', `/${note.id}`, { title: 'x'.repeat(201) }), 400, 'VALIDATION_ERROR', T.titleTooLong);
    expect((await api(me, 'GET', `/${note.id}`)).json().title).toBe('Keep me');

    const rows = Array.from({ length: NOTES_PER_USER_MAX - 2 }, (_, i) => ({ userId: me.id, title: `n${i}` }));
    await t.db.insert(notes).values(rows);
    await write(me, { title: 'The last one' });
    expectError(await api(me, 'POST', '', { title: 'One too many' }), 409, 'CONFLICT', T.tooMany);
    expect((await api(me, 'GET', '?limit=1')).json().total).toBe(NOTES_PER_USER_MAX);
  });

  it("attaches a note to one's own recording or event only, filters by them, and detaches", async () => {
    const host = await teacher(t);
    const me = await member(t);
    const other = await member(t);
    const mine = await createRecording(t, me.auth);
    const theirs = await createRecording(t, other.auth);
    const event = await createEvent(t, host, { event_title: 'Coffee chat' });
    const elsewhere = await createEvent(t, host, { event_title: 'Not mine' });
    expect((await participate(t, me, event.event_id)).statusCode).toBe(200);

    const onRecording = await write(me, { title: 'After my talk', recording_id: mine });
    expect(onRecording.recording).toMatchObject({ id: mine });
    const onEvent = await write(me, { title: 'Before the chat', event_id: event.event_id });
    expect(onEvent.event).toEqual({ event_id: event.event_id, title: 'Coffee chat', start_time_utc: event.start_time_utc });
    // The host may attach notes to their own event too.
    expect((await write(host, { event_id: event.event_id })).event?.title).toBe('Coffee chat');

    expectError(await api(me, 'POST', '', { recording_id: theirs }), 400, 'VALIDATION_ERROR', T.recordingNotYours);
    expectError(await api(me, 'POST', '', { recording_id: 999_999 }), 400, 'VALIDATION_ERROR', T.recordingNotYours);
    expectError(
      await api(me, 'PUT', `/${onEvent.id}`, { event_id: elsewhere.event_id }),
      400,
      'VALIDATION_ERROR',
      T.eventNotYours,
    );
    expectError(await api(me, 'POST', '', { event_id: 'no-such-event' }), 400, 'VALIDATION_ERROR', T.eventNotYours);

    expect(await titles(me, `?recording_id=${mine}`)).toEqual(['After my talk']);
    expect(await titles(me, `?event_id=${event.event_id}`)).toEqual(['Before the chat']);
    expect(await titles(other, `?recording_id=${mine}`)).toEqual([]);

    const detached = await api(me, 'PUT', `/${onRecording.id}`, { recording_id: null });
    expect(detached.json()).toMatchObject({ title: 'After my talk', recording: null });
  });

  it("answers another user's note as missing, and nobody signed out", async () => {
    const me = await member(t);
    const other = await member(t);
    const note = await write(me, { title: 'Private' });
    expectError(await api(other, 'GET', `/${note.id}`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'PUT', `/${note.id}`, { title: 'Mine now' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'DELETE', `/${note.id}`), 404, 'NOT_FOUND', T.notFound);
    expect(await titles(other, '')).toEqual([]);
    expect((await api(me, 'GET', `/${note.id}`)).json().title).toBe('Private');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${note.id}`],
      ['PUT', `/${note.id}`],
      ['DELETE', `/${note.id}`],
    ] as const) {
      expectError(await api(null, method, path, method === 'POST' || method === 'PUT' ? {} : undefined), 401, 'UNAUTHORIZED');
    }
  });
});

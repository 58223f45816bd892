import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PREFIX,
  PROGRESS_PREFIX,
  PROGRESS_TEXTS as T,
  progressSchema,
  type Progress,
  type Recording,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { expectError } from '../../test/auth-helpers.ts';
import {
  MINUTE,
  call,
  createEvent,
  inFuture,
  member,
  participate,
  signInAgain,
  teacher,
  type Member,
} from '../../test/event-helpers.ts';
import { createRecording, finishedRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { asBrowserWebm, synthesizeFixture } from '../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { teacherSubscriptions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (who: Member, path = '') => t.app.inject({ method: 'GET', url: `${PROGRESS_PREFIX}${path}`, headers: who.auth });
const progressOf = async (who: Member, path = ''): Promise<Progress> => {
  const res = await get(who, path);
  expect(res.statusCode, res.body).toBe(200);
  return z.strictObject(progressSchema.shape).parse(res.json());
};
const classroom = (who: Member, method: 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `${CLASSROOM_PREFIX}${path}`, headers: who.auth, ...(payload ? { payload } : {}) });
let plans = 0;
/** A teacher plan as the storefront's provider events leave it (their path is tested with the storefront). */
const holdsPlan = (who: Member, teacherId: number, status: string) =>
  t.db.insert(teacherSubscriptions).values({
    provider: 'sandbox',
    providerId: `sub_progress_${plans++}`,
    studentId: who.id,
    teacherId,
    tier: 'basic',
    status,
    eventAt: t.clock.now(),
  });
const SAID = 'yesterday she have a cold at the market. my brother don t like the weather. the soup was very good.';

describe('progress', () => {
  it('counts sessions, recordings, speaking time and words, and measures each recording as its feedback did', async () => {
    // Sunday 1 March 2026: its week began on Monday 23 February.
    t.clock.set('2026-03-01T10:00:00Z');
    const me = await member(t);
    const empty = await progressOf(me);
    expect(empty.totals).toEqual({ sessions: 0, minutes_spoken: 0, recordings: 0, words_collected: 0, words_learned: 0 });
    expect(empty.weeks).toHaveLength(12);
    expect(empty.weeks.at(-1)).toEqual({ week: '2026-02-23', sessions: 0, minutes_spoken: 0, recordings: 0, words_collected: 0 });
    expect(empty.weeks[0]!.week).toBe('2025-12-08');
    expect(empty.recordings).toEqual([]);

    // Recordings and words are dated by the database's clock: the test's clock follows it from here.
    t.clock.set(new Date().toISOString());
    await signInAgain(t, me);
    const event = await createEvent(t, await teacher(t), { start_time_utc: inFuture(t, 2 * MINUTE) });
    t.clock.advance(5 * MINUTE);

    expect((await participate(t, me, event.event_id)).statusCode).toBe(200);
    expect((await call(t, 'POST', 'attendance', me.auth, { event_id: event.event_id })).statusCode).toBe(200);
    const id = await createRecording(t, me.auth);
    expect((await uploadChunk(t, me.auth, id, 0, asBrowserWebm(await synthesizeFixture(SAID)))).statusCode).toBe(200);
    expect((await stopRecording(t, me.auth, id)).statusCode).toBe(200);
    const recording: Recording = await finishedRecording(t, me.auth, id, 90_000);
    expect(recording.processing_status).toBe('PROCESSED');
    // The feedback's words reach the vocabulary just after the feedback is saved.
    await expect.poll(async () => (await progressOf(me)).totals.words_collected).toBeGreaterThan(0);

    const mine = await progressOf(me);
    expect(mine.learner.id).toBe(me.id);
    expect(mine.totals).toMatchObject({ sessions: 1, recordings: 1, words_learned: 0 });
    const sum = (key: 'sessions' | 'recordings' | 'minutes_spoken') => mine.weeks.reduce((n, w) => n + w[key], 0);
    expect([sum('sessions'), sum('recordings')]).toEqual([1, 1]);
    expect(sum('minutes_spoken')).toBeGreaterThan(0);
    const [figures] = mine.recordings;
    const fluency = recording.feedback.fluency!;
    expect(figures).toMatchObject({ id, words: fluency.words, words_per_minute: fluency.words_per_minute });
    const chunks = recording.feedback.chunks;
    const grammar = chunks.filter((c) => c.error_type === 'GRAMMAR').length;
    const mispronounced = chunks.filter((c) => c.error_type === 'MISPRONUNCIATION').length;
    expect(grammar).toBeGreaterThan(0);
    expect(figures!.grammar_per_100_words).toBeCloseTo((grammar * 100) / fluency.words, 1);
    expect(figures!.pronunciation_score).toBeCloseTo(100 - (mispronounced * 100) / fluency.words, 1);
    // Each category is drawn apart, and they add up to the whole.
    const byCategory = Object.values(figures!.grammar_by_category).reduce((a, b) => a + b, 0);
    expect(byCategory).toBeCloseTo(figures!.grammar_per_100_words, 0);
    expect(Object.keys(figures!.grammar_by_category)).toEqual(mine.grammar_categories);
  }, 120_000);

  it("shows a teacher their classrooms' students and plan holders, and no one else", async () => {
    const tina = await teacher(t);
    const code = (await classroom(tina, 'POST', '', { name: 'Evening B1' })).json().code as string;
    const [sam, pat, stranger] = [await member(t), await member(t), await member(t)];
    expect((await classroom(sam, 'POST', '/join', { code })).statusCode).toBe(200);
    await holdsPlan(pat, tina.id, 'active');
    await holdsPlan(stranger, tina.id, 'canceled');

    const list = (await get(tina, '/students')).json() as { items: { id: number }[] };
    expect(list.items.map((s) => s.id).sort()).toEqual([sam.id, pat.id].sort());
    expect((await progressOf(tina, `/students/${sam.id}`)).learner.id).toBe(sam.id);
    expect((await progressOf(tina, `/students/${pat.id}`)).totals.recordings).toBe(0);

    expectError(await get(tina, `/students/${stranger.id}`), 404, 'NOT_FOUND', T.notYourStudent);
    expectError(await get(tina, '/students/99999999'), 404, 'NOT_FOUND', T.notYourStudent);
    expectError(await get(tina, '/students/abc'), 400, 'VALIDATION_ERROR');
    // A learner has no students, and cannot read another learner's progress through a teacher's call.
    expectError(await get(sam, '/students'), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await get(sam, `/students/${pat.id}`), 403, 'FORBIDDEN', T.teachersOnly);
    // Leaving the classroom ends the teacher's view.
    expect((await classroom(sam, 'POST', `/${code}/unjoin`)).statusCode).toBe(200);
    expectError(await get(tina, `/students/${sam.id}`), 404, 'NOT_FOUND', T.notYourStudent);
    expect((await t.app.inject({ method: 'GET', url: PROGRESS_PREFIX })).statusCode).toBe(401);
  });
});

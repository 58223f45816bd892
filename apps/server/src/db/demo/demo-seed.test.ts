import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_PREFIX,
  CLASSROOM_PREFIX,
  DEMO_ACCOUNT,
  EVENT_PREFIX,
  PROGRESS_PREFIX,
  VOCABULARY_PREFIX,
  type Classroom,
  type EventsPage,
  type Progress,
  TEACHER_PREFIX,
  type ClassroomTask,
  type VocabularyDue,
} from '@parley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { findUserByEmail } from '../../modules/auth/auth.store.ts';
import { bearer, DAY, login, MINUTE } from '../../test/auth-helpers.ts';
import { finishedRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from './index.ts';
import { DEMO_CLASSROOM, DEMO_HOMEPAGE_URL } from './teaching.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logger = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
const seed = (env: 'development' | 'production' = 'development', log = logger()) =>
  seedDemo({ config: { ...t.config, NODE_ENV: env, SEED_DEMO: true }, platform: t.platform, log });

/** What the demo learner sees: upcoming events (their own among them), classroom tasks, quiz, progress. */
async function learnerView() {
  const { access_token } = await login(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const headers = bearer(access_token);
  const read = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  // The seeded people are valid members: the community lists them all without a refusal.
  await read(`${AUTH_PREFIX}/community?limit=50`);
  const events = await read<EventsPage>(`${EVENT_PREFIX}/events?limit=100`);
  const mine = await read<EventsPage>(`${EVENT_PREFIX}/events?limit=100&is_dashboard=true`);
  const classroom = (await read<Classroom[]>(CLASSROOM_PREFIX)).find((c) => c.name === DEMO_CLASSROOM);
  const tasks = classroom ? await read<ClassroomTask[]>(`${CLASSROOM_PREFIX}/${classroom.code}/tasks`) : [];
  const due = await read<VocabularyDue>(`${VOCABULARY_PREFIX}/quiz/due`);
  const progress = await read<Progress>(PROGRESS_PREFIX);
  return { headers, events, mine, classroom, tasks, due, progress };
}

const startsWithinTheHour = (page: EventsPage) =>
  page.items.filter((e) => {
    const inMs = new Date(e.start_time_utc).getTime() - t.clock.now().getTime();
    return inMs > 0 && inMs <= 60 * MINUTE;
  });

describe('the demo seed', () => {
  it('refuses to seed in production, saying so once', async () => {
    const log = logger();
    expect(await seed('production', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('SEED_DEMO is ignored in production: no demo accounts or data are seeded');
    expect(await findUserByEmail(t.db, DEMO_ACCOUNT.email)).toBeUndefined();
    expect(await seedDemo({ config: { ...t.config, SEED_DEMO: false }, platform: t.platform, log })).toBeNull();
  });

  it('gives the demo learner a living week, and a second start refreshes it without doubling anything', async () => {
    await seed();
    const first = await learnerView();
    expect(first.events.total).toBe(6);
    expect(new Set(first.events.items.map((e) => e.proficiency))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(first.events.items.map((e) => e.event_type)).size).toBeGreaterThanOrEqual(4);
    expect(startsWithinTheHour(first.events)).toHaveLength(1);
    expect(first.mine.items.map((e) => e.event_title)).toContain('Coffee chat: weekend plans');
    expect(first.tasks).toHaveLength(2);
    expect(first.due.due).toBe(5);
    expect(first.progress.totals).toMatchObject({ sessions: 6, words_collected: 5 });
    expect(first.progress.weeks.filter((w) => w.sessions > 0)).toHaveLength(6);
    const homepage = await t.app.inject({ method: 'GET', url: `${TEACHER_PREFIX}/page/${DEMO_HOMEPAGE_URL}` });
    expect(homepage.json<{ welcome_message: string | null }>().welcome_message).toContain('Tom');

    await seed();
    const again = await learnerView();
    expect(again.events.items.map((e) => [e.event_id, e.start_time_utc])).toEqual(
      first.events.items.map((e) => [e.event_id, e.start_time_utc]),
    );
    expect([again.tasks.length, again.due.due, again.progress.totals.sessions]).toEqual([2, 5, 6]);

    // A day later: what was upcoming moves on (one within the hour again), the past stays past, nothing doubles.
    t.clock.advance(DAY);
    await seed();
    const tomorrow = await learnerView();
    expect(tomorrow.events.total).toBe(6);
    expect(startsWithinTheHour(tomorrow.events)).toHaveLength(1);
    expect(tomorrow.tasks).toHaveLength(2);
    expect(tomorrow.progress.totals.sessions).toBeGreaterThanOrEqual(6);
  });

  it('makes one demo recording whose real feedback the worker produces after start', { timeout: 60_000 }, async () => {
    const recordLater = await seed();
    const id = await recordLater!();
    expect(id).toBeTypeOf('number');
    const before = await learnerView();
    expect((await finishedRecording(t, before.headers, id!, 50_000)).processing_status).toBe('PROCESSED');
    // Its feedback reached /home and, through the words it flagged, the vocabulary.
    // The words are collected as the feedback is announced, just after the recording is marked processed.
    const totals = async () => (await learnerView()).progress.totals;
    await expect.poll(async () => (await totals()).words_collected).toBeGreaterThan(before.progress.totals.words_collected);
    expect((await totals()).recordings).toBe(1);
    expect(await recordLater!()).toBeNull();
  });
});

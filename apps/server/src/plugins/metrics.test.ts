import { authApi, liveApi } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/auth-helpers.ts';
import { call, startedEvent, student, type Member } from '../test/event-helpers.ts';
import { eventually } from '../test/eventually.ts';
import { openSocket, tokenOf, type TestSocket } from '../test/live-socket.ts';
import { sample } from '../test/prometheus-text.ts';
import { createRecording, finishedRecording, stopRecording, uploadChunk } from '../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { METRICS_PATH } from './metrics.ts';

const TOKEN = 'a-scraper-token-of-some-length';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: METRICS_PATH, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const scraped = async () => (await scrape()).body;

describe('GET /metrics', () => {
  it('answers callers on this machine, and others only with the token', async () => {
    const local = await scrape();
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // The process's own series come with the app's.
    expect(sample(local.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(local.body).toMatch(/^nodejs_eventloop_lag_seconds /m);

    const refused = 'Metrics are served to callers on this machine, or with the metrics token';
    expectError(await scrape({}, '203.0.113.7'), 403, 'FORBIDDEN', refused);
    // A proxy on this machine connects from loopback: its forwarding header gives the caller away.
    expectError(await scrape({ 'x-forwarded-for': '203.0.113.7' }), 403, 'FORBIDDEN', refused);
    expectError(await scrape({ authorization: 'Bearer not-the-token' }, '203.0.113.7'), 403, 'FORBIDDEN', refused);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7')).statusCode).toBe(200);
  });

  it('times requests by route pattern and status class, and counts error answers by code', async () => {
    const who = await student(t);
    const me = await t.app.inject({ method: 'GET', url: authApi.me.path, headers: who.auth });
    expect(me.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/42' });
    expect(missing.statusCode).toBe(404);
    const text = await scraped();
    const timed = { method: 'GET', route: authApi.me.path, status_class: '2xx' };
    expect(sample(text, 'parley_http_request_duration_seconds_count', timed)).toBe(1);
    expect(sample(text, 'parley_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(1);
    expect(sample(text, 'parley_http_request_duration_seconds_count', { route: '(no route)', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'parley_http_errors_total', { code: 'NOT_FOUND' })).toBe(1);
  });

  it('shows live sockets, their events and rooms, and the matching of a round', async () => {
    const { host, event } = await startedEvent(t);
    const people: Member[] = [host, await student(t, 'basic'), await student(t, 'basic')];
    for (const who of people) expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
    const sockets: TestSocket[] = people
      .slice(0, 2)
      .map((who) => openSocket(base, { token: tokenOf(who), eventId: event.event_id }));
    await Promise.all(sockets.map((s) => s.next('SNAPSHOT')));
    let text = await scraped();
    expect(sample(text, 'parley_live_sockets')).toBe(2);
    expect(sample(text, 'parley_live_events')).toBe(1);
    expect(sample(text, 'parley_live_rooms')).toBe(1);
    const joinRoute = liveApi.join.path.replace('{id}', ':id');
    expect(sample(text, 'parley_http_request_duration_seconds_count', { method: 'POST', route: joinRoute })).toBe(3);

    expect((await call(t, 'POST', 'match-users', host.auth, { event_id: event.event_id })).statusCode).toBe(200);
    text = await scraped();
    expect(sample(text, 'parley_matching_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    // The host stays in the main room; the two learners have a breakout room.
    expect(sample(text, 'parley_live_rooms')).toBe(2);

    for (const s of sockets) s.close();
    await eventually(scraped, (now) => sample(now, 'parley_live_sockets') === 0 && sample(now, 'parley_live_events') === 0);
  });

  it('shows the feedback queue and the time of a feedback run', async () => {
    // Due in an hour: it waits in the queue while the test runs.
    await t.platform.queue.enqueue('feedback', { recordingId: 1 }, { delayMs: 3_600_000 });
    const learner = await student(t, 'pro');
    const id = await createRecording(t, learner.auth);
    // A WAV header over bytes that are no audio: accepted as a slice, refused by ffmpeg at once.
    const notAudio = Buffer.concat([Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVE', 'latin1'), Buffer.alloc(64, 7)]);
    expect((await uploadChunk(t, learner.auth, id, 0, notAudio)).statusCode).toBe(200);
    expect((await stopRecording(t, learner.auth, id)).statusCode).toBe(200);
    expect((await finishedRecording(t, learner.auth, id, 30_000)).processing_status).toBe('FAILED');
    const text = await scraped();
    expect(sample(text, 'parley_feedback_job_duration_seconds_count', { outcome: 'failed' })).toBe(1);
    expect(sample(text, 'parley_feedback_queue_jobs', { state: 'waiting' })).toBe(1);
    expect(sample(text, 'parley_feedback_queue_jobs', { state: 'running' })).toBe(0);
  });

  // Last: it closes the database.
  it('still answers without the database, the series read from it unknown', async () => {
    await t.platform.database.close();
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'parley_feedback_queue_jobs', { state: 'waiting' })).toBeUndefined();
    expect(sample(res.body, 'parley_feedback_queue_jobs')).toBeNaN();
    expect(sample(res.body, 'parley_live_sockets')).toBe(0);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_PREFIX, INTERVIEW_TEXTS, RECORDING_TEXTS, WORKSHOP_SETTINGS, type InterviewSession } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, expectError, registerAndVerify } from '../../test/auth-helpers.ts';
import { cancelRecording, createRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let pro: Record<string, string>;
let team: Record<string, string>;
let free: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = await Promise.all([registerAndVerify(t), registerAndVerify(t), registerAndVerify(t)]);
  pro = bearer(a.auth.access_token);
  team = bearer(b.auth.access_token);
  free = bearer(c.auth.access_token);
  await t.db.update(users).set({ plan: 'pro' }).where(eq(users.id, a.auth.user.id));
  await t.db.update(users).set({ plan: 'team' }).where(eq(users.id, b.auth.user.id));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `${INTERVIEW_PREFIX}${url}`, payload, headers });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `${INTERVIEW_PREFIX}${url}`, headers });
const start = (headers: Headers, recording_id: number, workshop = 'ielts', difficulty = 0.5) =>
  post('/sessions', { workshop, recording_id, difficulty }, headers);
async function started(headers: Headers, workshop = 'ielts', difficulty = 0.5) {
  const recording = await createRecording(t, headers);
  const res = await start(headers, recording, workshop, difficulty);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InterviewSession>();
}
const next = (headers: Headers, id: number, counter: number, difficulty = 0.5, at_seconds = counter * 30) =>
  post(`/sessions/${id}/next`, { counter, difficulty, at_seconds }, headers);

describe('starting a practice session', () => {
  it('asks a first question within the workshop’s tolerance of the slider, spoken aloud with its cue card', async () => {
    const session = await started(pro, 'job-interview', 0);
    expect(session).toMatchObject({ workshop: 'job-interview', counter: 0, difficulty: 0, processing_status: 'RECORDING' });
    expect(session.questions).toHaveLength(1);
    expect(session.questions[0]).toMatchObject({ counter: 0, source: 'bank', kind: 'Capability', at_seconds: 0 });
    expect(session.questions[0]!.difficulty).toBeLessThanOrEqual(WORKSHOP_SETTINGS['job-interview'].tolerance);
  });

  it('is for Pro and Team: a free learner gets EXC_PLAN_REQUIRED, for every call', async () => {
    expect((await started(team)).counter).toBe(0);
    const recording = await createRecording(t, free);
    expectError(await start(free, recording), 403, 'EXC_PLAN_REQUIRED', INTERVIEW_TEXTS.planRequired);
    expectError(await get(`/follow_up/${recording}`, free), 403, 'EXC_PLAN_REQUIRED');
    const session = await started(pro);
    expectError(await next(free, session.id, 1), 403, 'EXC_PLAN_REQUIRED');
  });

  it('refuses malformed bodies, naming the field', async () => {
    const recording = await createRecording(t, pro);
    expectError(await start(pro, recording, 'ielts', 0.55), 400, 'VALIDATION_ERROR', 'difficulty moves in steps of 0.1');
    expectError(await start(pro, recording, 'ielts', 1.5), 400, 'VALIDATION_ERROR', 'difficulty is 0 to 1');
    expectError(await start(pro, recording, 'other'), 400, 'VALIDATION_ERROR');
    expectError(await post('/sessions', { workshop: 'ielts', difficulty: 0.5 }, pro), 400, 'VALIDATION_ERROR');
    expectError(
      await post('/sessions', { workshop: 'ielts', recording_id: recording, difficulty: 0.5, x: 1 }, pro),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await get('/sessions/abc', pro), 400, 'VALIDATION_ERROR');
  });

  it('needs the caller’s own recording, still being made, and one session per recording', async () => {
    const theirs = await createRecording(t, team);
    expectError(await start(pro, theirs), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    const session = await started(pro);
    expectError(await start(pro, session.recording_id), 409, 'CONFLICT', INTERVIEW_TEXTS.recordingTaken);
    const stopped = await createRecording(t, pro);
    await cancelRecording(t, pro, stopped);
    expectError(await start(pro, stopped), 404, 'NOT_FOUND');
  });
});

describe('next question', () => {
  it('moves one step at a time without repeating a question; a repeated step answers the same question', async () => {
    const session = await started(pro, 'ielts', 0.2);
    const first = (await next(pro, session.id, 1, 0.2)).json<InterviewSession>();
    const second = (await next(pro, session.id, 2, 0.2)).json<InterviewSession>();
    expect(second.counter).toBe(2);
    expect(new Set(second.questions.map((q) => q.bank_id)).size).toBe(3);
    expect(second.questions.every((q) => Math.abs(q.difficulty! - 0.2) <= 0.4 + 1e-9)).toBe(true);
    expect((await next(pro, session.id, 2, 0.2)).json<InterviewSession>()).toEqual(second);
    expect(first.questions[1]).toEqual(second.questions[1]);
    expectError(await next(pro, session.id, 4), 409, 'CONFLICT', INTERVIEW_TEXTS.wrongStep(2));
    expectError(await next(pro, session.id, 1), 409, 'CONFLICT', INTERVIEW_TEXTS.wrongStep(2));
    expectError(await next(pro, session.id, 6), 400, 'VALIDATION_ERROR', 'counter is 1 to 5');
  });

  it('asks the follow-ups from step 3 on, the same ones the follow-up call answers; nothing heard gives general ones', async () => {
    const session = await started(pro, 'job-interview', 1);
    await next(pro, session.id, 1, 1);
    await next(pro, session.id, 2, 1);
    const followUps = await get(`/follow_up/${session.recording_id}`, pro);
    expect(followUps.statusCode).toBe(200);
    expect(followUps.json()).toMatchObject({ source: 'local' });
    const { questions } = followUps.json<{ questions: { question: string }[] }>();
    expect(questions).toHaveLength(3);
    let last = session;
    for (const counter of [3, 4, 5]) last = (await next(pro, session.id, counter, 1)).json<InterviewSession>();
    expect(last.questions.slice(3).map((q) => [q.source, q.text])).toEqual(questions.map((q) => ['follow_up', q.question]));
    expect(last.questions.slice(0, 3).every((q) => q.kind === 'Compatibility')).toBe(true);
    expectError(await next(pro, session.id, 6, 1), 400, 'VALIDATION_ERROR');
  });

  it('stops when the recording is stopped, and keeps others out', async () => {
    const session = await started(pro);
    expectError(await next(team, session.id, 1), 404, 'NOT_FOUND', INTERVIEW_TEXTS.notFound);
    expectError(await get(`/sessions/${session.id}`, team), 404, 'NOT_FOUND');
    expectError(await get(`/sessions/${session.id}/report`, team), 404, 'NOT_FOUND');
    expectError(await get(`/follow_up/${session.recording_id}`, team), 404, 'NOT_FOUND');
    const tone = execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    ]);
    expect((await uploadChunk(t, pro, session.recording_id, 0, new Uint8Array(tone))).statusCode).toBe(200);
    expect((await stopRecording(t, pro, session.recording_id)).statusCode).toBe(200);
    expectError(await next(pro, session.id, 1), 409, 'CONFLICT', INTERVIEW_TEXTS.notRecording);
    expect((await get(`/sessions/${session.id}`, pro)).json<InterviewSession>().processing_status).not.toBe('RECORDING');
  });

  it('answers 404 for a recording without a session', async () => {
    const recording = await createRecording(t, pro);
    expectError(await get(`/follow_up/${recording}`, pro), 404, 'NOT_FOUND', INTERVIEW_TEXTS.notFound);
  });
});

describe('reading sessions', () => {
  it('lists the caller’s sessions newest first, or the one over a recording, leaving out thrown-away ones', async () => {
    const a = await started(team, 'job-interview');
    const b = await started(team, 'ielts');
    const thrownAway = await started(team);
    await cancelRecording(t, team, thrownAway.recording_id);
    const all = (await get('/sessions', team)).json<{ items: InterviewSession[] }>().items.map((s) => s.id);
    expect(all.indexOf(b.id)).toBeLessThan(all.indexOf(a.id));
    expect(all).not.toContain(thrownAway.id);
    expect((await get(`/sessions?recording_id=${a.recording_id}`, team)).json()).toEqual({ items: [a] });
    expect((await get(`/sessions?recording_id=${a.recording_id}`, pro)).json()).toEqual({ items: [] });
    expect((await get(`/sessions/${b.id}`, team)).json()).toEqual(b);
    expectError(await get(`/sessions/${thrownAway.id}`, team), 404, 'NOT_FOUND');
  });

  it('reports nothing while the recording is being made', async () => {
    const session = await started(pro);
    expect((await get(`/sessions/${session.id}/report`, pro)).json()).toEqual({
      session_id: session.id,
      recording_id: session.recording_id,
      workshop: 'ielts',
      processing_status: 'RECORDING',
      answers: [],
      bands: [],
    });
  });
});

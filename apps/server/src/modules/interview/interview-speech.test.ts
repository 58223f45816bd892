import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_PREFIX, type InterviewReport, type InterviewSession } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { createChatModel } from '../../platform/ai/index.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { startOpenAiChatStandIn } from '../../test/openai-chat-standin.ts';
import { createRecording, finishedRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { asBrowserWebm, synthesizeFixture } from '../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startOpenAiChatStandIn>>;
let ai: TestApp;
let answer: Uint8Array;

async function proLearner(app: TestApp) {
  const { auth } = await registerAndVerify(app);
  await app.db.update(users).set({ plan: 'pro' }).where(eq(users.id, auth.user.id));
  return bearer(auth.access_token);
}

beforeAll(async () => {
  standIn = await startOpenAiChatStandIn();
  [t, ai] = await Promise.all([
    createTestApp(),
    createTestApp({
      env: { INTERVIEW_AI_TIMEOUT_MS: '400' },
      platform: { ai: createChatModel({ AI_BASE_URL: standIn.url, AI_CHAT_MODEL: 'gpt-4o-mini' }) },
    }),
  ]);
  answer = asBrowserWebm(
    await synthesizeFixture(
      'I worked in a busy hospital as a nurse for three years. I organised the night shift team and the hospital kitchen.',
    ),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), ai?.close()]);
  await standIn?.close();
});

type Headers = Record<string, string>;
async function sessionWithAnswer(app: TestApp, headers: Headers, workshop: string) {
  const recording = await createRecording(app, headers);
  const res = await app.app.inject({
    method: 'POST',
    url: `${INTERVIEW_PREFIX}/sessions`,
    payload: { workshop, recording_id: recording, difficulty: 0.5 },
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await uploadChunk(app, headers, recording, 0, answer)).statusCode).toBe(200);
  return res.json<InterviewSession>();
}
const followUps = (app: TestApp, headers: Headers, recording: number) =>
  app.app.inject({ method: 'GET', url: `${INTERVIEW_PREFIX}/follow_up/${recording}`, headers });
const next = (app: TestApp, headers: Headers, id: number, counter: number, at_seconds: number) =>
  app.app.inject({
    method: 'POST',
    url: `${INTERVIEW_PREFIX}/sessions/${id}/next`,
    payload: { counter, difficulty: 0.5, at_seconds },
    headers,
  });

describe('follow-up questions from what the learner said', () => {
  it('ask about the topics heard in the recording so far', async () => {
    const pro = await proLearner(t);
    const session = await sessionWithAnswer(t, pro, 'job-interview');
    const res = await followUps(t, pro, session.recording_id);
    expect(res.json()).toMatchObject({ source: 'local' });
    expect(JSON.stringify(res.json())).toMatch(/hospital|nurse|night shift|kitchen/);
  }, 60_000);

  it('come from the chat model when one is configured, and from our own when it is late', async () => {
    const pro = await proLearner(ai);
    const written = [{ question: 'What made the night shifts hard?' }, { question: 'How did you organise the team?' }];
    standIn.answer({ questions: written });
    const first = await sessionWithAnswer(ai, pro, 'ielts');
    expect((await followUps(ai, pro, first.recording_id)).json()).toEqual({ questions: written, source: 'ai' });
    expect(JSON.stringify(standIn.seen.at(-1))).toMatch(/hospital/);
    standIn.answerLate(2_000, { questions: written });
    const second = await sessionWithAnswer(ai, pro, 'ielts');
    expect((await followUps(ai, pro, second.recording_id)).json()).toMatchObject({ source: 'local' });
  }, 60_000);
});

describe('the report', () => {
  it('measures each answer and estimates a band range per IELTS criterion once the recording is processed', async () => {
    const pro = await proLearner(t);
    const session = await sessionWithAnswer(t, pro, 'ielts');
    await next(t, pro, session.id, 1, 4);
    expect((await stopRecording(t, pro, session.recording_id)).statusCode).toBe(200);
    expect((await finishedRecording(t, pro, session.recording_id)).processing_status).toBe('PROCESSED');
    const res = await t.app.inject({ method: 'GET', url: `${INTERVIEW_PREFIX}/sessions/${session.id}/report`, headers: pro });
    const report = res.json<InterviewReport>();
    expect(report.processing_status).toBe('PROCESSED');
    expect(report.answers.map((a) => [a.counter, a.start_seconds])).toEqual([
      [0, 0],
      [1, 4],
    ]);
    expect(report.answers[0]!.transcript).toMatch(/nurse/);
    expect(report.answers[0]!.words + report.answers[1]!.words).toBeGreaterThan(12);
    expect(report.bands.map((b) => b.criterion)).toEqual([
      'fluency_coherence',
      'lexical_resource',
      'grammatical_range_accuracy',
      'pronunciation',
    ]);
    for (const band of report.bands) {
      expect(band.low).toBeGreaterThanOrEqual(1);
      expect(band.high).toBeLessThanOrEqual(9);
      expect(band.high - band.low).toBeGreaterThanOrEqual(1);
      expect(band.how).toMatch(/range is wide/);
    }
  }, 120_000);
});

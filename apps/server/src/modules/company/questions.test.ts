import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_CONTENT_TEXTS as C,
  COMPANY_QUESTIONS_MAX,
  COMPANY_TEXTS as T,
  INTERVIEW_PREFIX,
  teamQuestionSchema,
  type InterviewSession,
  type TeamQuestion,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { companyQuestions, users } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall as call, organisation, person, type Person } from './content-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOB = {
  workshop: 'job-interview',
  type: 'Capability',
  question: 'Walk us through how you would onboard a new client in your first week.',
  difficulty: 0.5,
};
const CUE = ['where it was', 'who you were with', 'what you did', 'why you remember it'];
const IELTS = {
  workshop: 'ielts',
  part: 2,
  question: 'Describe a training course that changed how you work.',
  cue_card: CUE,
  difficulty: 0.6,
};

const created = async (who: Person, body: object): Promise<TeamQuestion> => {
  const res = await call(t, who, 'POST', '/questions', body);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(teamQuestionSchema.shape).parse(res.json());
};

/** A practice session's first question, as the member's page starts it. */
async function firstQuestion(who: Person, workshop: string, difficulty: number) {
  const recording_id = await createRecording(t, who.headers);
  const res = await t.app.inject({
    method: 'POST',
    url: `${INTERVIEW_PREFIX}/sessions`,
    payload: { workshop, recording_id, difficulty },
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InterviewSession>();
}

describe('custom interview questions', () => {
  it('are written, listed, rewritten and deleted by administrators only', async () => {
    const { admin, members } = await organisation(t, 1);
    const job = await created(admin, JOB);
    expect(job).toMatchObject({ bank_id: `TEAM-${job.id}`, type: 'Capability', part: null, cue_card: [], difficulty: 0.5 });
    const ielts = await created(admin, IELTS);
    expect(ielts).toMatchObject({ workshop: 'ielts', type: null, part: 2, cue_card: CUE });
    const list = (await call(t, admin, 'GET', '/questions')).json<{ items: TeamQuestion[] }>();
    expect(list.items.map((q) => q.id)).toEqual([ielts.id, job.id]);

    const rewritten = await call(t, admin, 'PUT', `/questions/${job.id}`, { ...JOB, type: 'Compatibility', difficulty: 0.9 });
    expect(rewritten.json()).toMatchObject({ id: job.id, type: 'Compatibility', difficulty: 0.9 });
    const asPart1 = await call(t, admin, 'PUT', `/questions/${ielts.id}`, { ...IELTS, part: 1, cue_card: [] });
    expect(asPart1.json()).toMatchObject({ part: 1, cue_card: [] });
    expect((await call(t, admin, 'DELETE', `/questions/${ielts.id}`)).json()).toEqual({ ok: true });
    expectError(await call(t, admin, 'DELETE', `/questions/${ielts.id}`), 404, 'NOT_FOUND', C.questionNotFound);

    // A member is told only administrators may; someone outside, that they belong to none; no session, 401.
    const [member] = members;
    const outsider = await person(t);
    for (const [method, path, body] of [
      ['GET', '/questions', undefined],
      ['POST', '/questions', JOB],
      ['PUT', `/questions/${job.id}`, JOB],
      ['DELETE', `/questions/${job.id}`, undefined],
    ] as const) {
      expectError(await call(t, member!, method, path, body), 403, 'FORBIDDEN', T.adminsOnly);
      expectError(await call(t, outsider, method, path, body), 404, 'NOT_FOUND', T.notFound);
      expect((await call(t, null, method, path, body)).statusCode).toBe(401);
    }
    // Another organisation's administrator cannot reach this one's question.
    const other = await organisation(t, 0);
    expectError(await call(t, other.admin, 'PUT', `/questions/${job.id}`, JOB), 404, 'NOT_FOUND', C.questionNotFound);
    expectError(await call(t, other.admin, 'DELETE', `/questions/${job.id}`), 404, 'NOT_FOUND', C.questionNotFound);
  });

  it('follow the banks’ rules, naming the field, and stop at the limit', async () => {
    const { id, admin } = await organisation(t, 0);
    const refused = async (body: object, message?: string) => {
      const error = expectError(await call(t, admin, 'POST', '/questions', body), 400, 'VALIDATION_ERROR');
      if (message) expect(error.errors?.[0]?.msg).toBe(message);
    };
    await refused({ ...IELTS, cue_card: CUE.slice(1) }, C.cueCardRule);
    await refused({ ...IELTS, part: 3 }, C.cueCardRule);
    await refused({ ...IELTS, part: 4 });
    await refused({ ...JOB, type: 'Leadership' });
    await refused({ ...JOB, part: 1 });
    await refused({ ...JOB, difficulty: 1.5 }, C.difficultyRange);
    await refused({ ...JOB, question: 'Why us?' }, C.questionTooShort);
    await refused({ ...JOB, workshop: 'debate' });
    expectError(await call(t, admin, 'PUT', '/questions/abc', JOB), 400, 'VALIDATION_ERROR');

    const row = { companyId: id, workshop: 'job-interview' as const, type: 'Capability' as const, question: JOB.question };
    await t.db
      .insert(companyQuestions)
      .values(Array.from({ length: COMPANY_QUESTIONS_MAX }, () => ({ ...row, difficulty: 0.2 })));
    expectError(await call(t, admin, 'POST', '/questions', JOB), 409, 'CONFLICT', C.tooManyQuestions);
  });

  // The bank has some thirty questions within the job interview's tolerance of any slider value; a team's question
  // within it is asked first (ADR 0073), so one session shows whether a person's bank holds it.
  it("reach the organisation's members in the workshops and no one else", async () => {
    const { admin, members } = await organisation(t, 2);
    const [member, leaver] = members as [Person, Person];
    const job = await created(admin, JOB);
    const ielts = await created(admin, IELTS);
    const outsider = await person(t, 'pro');

    const asked = (await firstQuestion(member, 'job-interview', 0.5)).questions[0]!;
    expect(asked).toMatchObject({ source: 'bank', bank_id: job.bank_id, text: JOB.question, kind: 'Capability' });
    const cueCard = (await firstQuestion(member, 'ielts', 0.5)).questions[0]!;
    expect(cueCard).toMatchObject({ bank_id: ielts.bank_id, kind: 'Part 2', cue_card: CUE, difficulty: 0.6 });
    // The administrator practises with them; outside the slider's tolerance the bank asks as before.
    expect((await firstQuestion(admin, 'job-interview', 0.5)).questions[0]!.bank_id).toBe(job.bank_id);
    expect((await firstQuestion(member, 'job-interview', 0.1)).questions[0]!.bank_id).toMatch(/^JI-\d{3}$/);

    expect((await firstQuestion(outsider, 'job-interview', 0.5)).questions[0]!.bank_id).toMatch(/^JI-\d{3}$/);
    expect((await firstQuestion(outsider, 'ielts', 0.5)).questions[0]!.bank_id).toMatch(/^IELTS-\d{3}$/);
    // Leaving ends the seat's Team plan; with a Pro plan of their own, the leaver practises the bank alone.
    expect((await call(t, leaver, 'POST', '/leave')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: leaver.headers })).json().plan).toBe('free');
    await t.db.update(users).set({ plan: 'pro' }).where(eq(users.id, leaver.id));
    await t.domain.publish('auth.changed', { userId: leaver.id });
    expect((await firstQuestion(leaver, 'job-interview', 0.5)).questions[0]!.bank_id).toMatch(/^JI-\d{3}$/);

    // A deleted question is asked no more; a session that asked it keeps its words.
    expect((await call(t, admin, 'DELETE', `/questions/${job.id}`)).statusCode).toBe(200);
    expect((await firstQuestion(member, 'job-interview', 0.5)).questions[0]!.bank_id).toMatch(/^JI-\d{3}$/);
  });
});

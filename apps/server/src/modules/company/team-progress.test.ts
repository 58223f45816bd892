import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_TEXTS as T,
  INTERVIEW_PREFIX,
  PROGRESS_PREFIX,
  progressSchema,
  teamProgressSchema,
  type TeamProgress,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { users } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall as call, organisation, person, type Person } from './content-test-helpers.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof organisation>>;
let ann: Person;
let bob: Person;
/** A name a spreadsheet would run as a formula, were it not escaped. */
const FORMULA_NAME = '=HYPERLINK("http://evil.test","Ann, click")';

beforeAll(async () => {
  t = await createTestApp();
  org = await organisation(t, 2);
  [ann, bob] = org.members as [Person, Person];
  await t.db.update(users).set({ displayName: FORMULA_NAME }).where(eq(users.id, ann.id));
  const question = {
    workshop: 'job-interview',
    type: 'Capability',
    question: 'How would you calm an angry client?',
    difficulty: 0.5,
  };
  expect((await call(t, org.admin, 'POST', '/questions', question)).statusCode).toBe(201);
  // Ann practises once, and is asked the team's question; Bob practises the IELTS workshop.
  for (const [who, workshop] of [
    [ann, 'job-interview'],
    [bob, 'ielts'],
  ] as const) {
    const recording_id = await createRecording(t, who.headers);
    const payload = { workshop, recording_id, difficulty: 0.5 };
    const res = await t.app.inject({ method: 'POST', url: `${INTERVIEW_PREFIX}/sessions`, payload, headers: who.headers });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const team = async (who: Person): Promise<TeamProgress> => {
  const res = await call(t, who, 'GET', '/progress');
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(teamProgressSchema, res.json());
};
const memberProgress = (who: Person | null, id: number) =>
  t.app.inject({ method: 'GET', url: `${PROGRESS_PREFIX}/members/${id}`, headers: who?.headers ?? {} });

describe("the members' progress", () => {
  it('shows administrators every member with their totals and practice, and each one as their own page does', async () => {
    const view = await team(org.admin);
    expect(view.members.map((m) => [m.user.id, m.role])).toEqual([
      [org.admin.id, 'admin'],
      [ann.id, 'member'],
      [bob.id, 'member'],
    ]);
    const annsRow = view.members[1]!;
    expect(annsRow).toMatchObject({ email: ann.email, grammar_per_100_words: null, pronunciation_score: null });
    expect(annsRow.user.display_name).toBe(FORMULA_NAME);
    expect(annsRow.totals).toEqual({ sessions: 0, minutes_spoken: 0, recordings: 0, words_collected: 0, words_learned: 0 });
    expect(annsRow.practice.map((p) => [p.workshop, p.sessions, p.questions, p.team_questions])).toEqual([
      ['job-interview', 1, 1, 1],
      ['ielts', 0, 0, 0],
    ]);
    expect(view.members[2]!.practice[1]).toMatchObject({ workshop: 'ielts', sessions: 1, team_questions: 0 });
    expect(view.practice_sessions).toBe(2);

    const res = await memberProgress(org.admin, ann.id);
    expect(res.statusCode, res.body).toBe(200);
    const progress = z.parse(progressSchema, res.json());
    expect(progress.learner.id).toBe(ann.id);
    expect(progress.weeks).toHaveLength(12);
    expect(progress.practice[0]).toMatchObject({ workshop: 'job-interview', sessions: 1, team_questions: 1 });
  });

  it('exports the team and each member as CSV, escaping what a spreadsheet would run', async () => {
    const res = await call(t, org.admin, 'GET', '/progress/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="team-progress-2026-03-01.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'name,username,email,role,joined_at,sessions,minutes_spoken,recordings,words_collected,words_learned,' +
        'grammar_per_100_words,pronunciation_score,job_interview_sessions,ielts_sessions,practice_questions,team_questions',
    );
    // The apostrophe keeps the formula text; the quotes keep its comma and quotes in one cell.
    expect(lines[2]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil.test"",""Ann, click""\\)",${ann.username},${ann.email},member,[^,]+,0,0,0,0,0,,,1,0,1,1$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`^${bob.username},${bob.username},${bob.email},member,[^,]+,0,0,0,0,0,,,0,1,1,0$`));

    const one = await call(t, org.admin, 'GET', `/progress/${ann.id}/export.csv`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="progress-${ann.username}-2026-03-01.csv"`);
    const weeks = one.body.slice(1).trimEnd().split('\r\n');
    expect(weeks[0]).toBe('week,sessions,minutes_spoken,recordings,words_collected,grammar_per_100_words,pronunciation_score');
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toBe('2026-02-23,0,0,0,0,,');
  });

  it('keeps each member’s progress to their organisation’s administrators', async () => {
    const outsider = await person(t);
    const other = await organisation(t, 0);
    for (const path of ['/progress', '/progress/export.csv', `/progress/${ann.id}/export.csv`]) {
      expectError(await call(t, bob, 'GET', path), 403, 'FORBIDDEN', T.adminsOnly);
      expectError(await call(t, outsider, 'GET', path), 404, 'NOT_FOUND', T.notFound);
      expect((await call(t, null, 'GET', path)).statusCode).toBe(401);
    }
    expectError(await memberProgress(bob, ann.id), 403, 'FORBIDDEN', T.adminsOnly);
    expectError(await memberProgress(outsider, ann.id), 404, 'NOT_FOUND', T.notFound);
    expectError(await memberProgress(other.admin, ann.id), 404, 'NOT_FOUND', T.memberNotFound);
    expectError(await memberProgress(org.admin, outsider.id), 404, 'NOT_FOUND', T.memberNotFound);
    expectError(await call(t, org.admin, 'GET', `/progress/${outsider.id}/export.csv`), 404, 'NOT_FOUND', T.memberNotFound);
    expectError(await call(t, other.admin, 'GET', `/progress/${ann.id}/export.csv`), 404, 'NOT_FOUND', T.memberNotFound);
    expect((await memberProgress(null, ann.id)).statusCode).toBe(401);
    expectError(await memberProgress(org.admin, 0), 400, 'VALIDATION_ERROR');
    // A member reads their own progress as before, and never another's.
    const own = await t.app.inject({ method: 'GET', url: PROGRESS_PREFIX, headers: bob.headers });
    expect(own.json()).toMatchObject({ learner: { id: bob.id } });
  });

  it('drops a member who leaves from the team view; their progress stays their own', async () => {
    expect((await call(t, bob, 'POST', '/leave')).statusCode).toBe(200);
    expect((await team(org.admin)).members.map((m) => m.user.id)).toEqual([org.admin.id, ann.id]);
    expectError(await memberProgress(org.admin, bob.id), 404, 'NOT_FOUND', T.memberNotFound);
    const own = await t.app.inject({ method: 'GET', url: PROGRESS_PREFIX, headers: bob.headers });
    expect(z.parse(progressSchema, own.json()).practice[1]).toMatchObject({ workshop: 'ielts', sessions: 1 });
  });
});

import { CLASSROOM_PREFIX, type TeacherPlanTier } from '@parley/contracts';
import { expect } from 'vitest';
import { teacherSubscriptions } from '../../db/schema/index.ts';
import { member, type Member } from '../../test/event-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/api/v1/sdk/classroom/<path>` as `who`. */
export const api = (t: TestApp, who: Member | null, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: path ? `${CLASSROOM_PREFIX}/${path}` : CLASSROOM_PREFIX,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

/** An approved teacher (ADR 0070): a classroom's teacher hosts its live practice events. */
export { teacher } from '../../test/event-helpers.ts';
export const student = (t: TestApp) => member(t, { status: 'STUDENT' });

/** A classroom of a fresh teacher; answers its code. */
export async function classroomOf(t: TestApp, owner: Member, name = 'Evening B1') {
  const res = await api(t, owner, 'POST', '', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code as string;
}

export async function joined(t: TestApp, who: Member, code: string) {
  const res = await api(t, who, 'POST', 'join', { code });
  expect(res.statusCode, res.body).toBe(200);
}

export async function folder(t: TestApp, owner: Member, code: string, visibility: number[], name = 'Week 1') {
  const res = await api(t, owner, 'POST', `${code}/folders`, { name, visibility });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

export async function task(t: TestApp, owner: Member, code: string, folderId: number | null, text = 'Describe your weekend') {
  const res = await api(t, owner, 'POST', `${code}/tasks`, { folder_id: folderId, questions: [{ rich_text: `<p>${text}</p>` }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let plans = 0;
/** A live teacher plan, as the storefront's provider events leave it (their path is tested with the storefront). */
export async function holdsPlan(t: TestApp, who: Member, teacherId: number, tier: TeacherPlanTier, status = 'active') {
  await t.db.insert(teacherSubscriptions).values({
    provider: 'sandbox',
    providerId: `sub_classroom_${plans++}`,
    studentId: who.id,
    teacherId,
    tier,
    status,
    eventAt: t.clock.now(),
  });
}

export const taskTexts = (res: { json: () => unknown }) =>
  (res.json() as { questions: { text: string }[] }[]).map((task) => task.questions.map((q) => q.text).join(' '));

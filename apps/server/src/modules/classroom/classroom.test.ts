// Postgres pass too: two students join at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_TEXTS as T, classroomDetailSchema, classroomSchema, studentsSchema } from '@parley/contracts';
import * as z from 'zod/mini';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, classroomOf, joined, student, teacher } from './classroom-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('classrooms', () => {
  it('a teacher creates classrooms with fresh codes and lists them; a student cannot create one', async () => {
    const owner = await teacher(t);
    const res = await api(t, owner, 'POST', '', { name: '  Evening B1 ' });
    expect(res.statusCode, res.body).toBe(201);
    const room = z.strictObject(classroomSchema.shape).parse(res.json());
    expect(room).toMatchObject({ name: 'Evening B1', role: 'teacher', student_count: 0, task_count: 0, max_subscribers: null });
    expect(room.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const other = await classroomOf(t, owner, 'Morning A2');
    expect(other).not.toBe(room.code);
    expect((await api(t, owner, 'GET', '')).json().map((c: { name: string }) => c.name)).toEqual(['Evening B1', 'Morning A2']);

    expectError(await api(t, await student(t), 'POST', '', { name: 'Mine' }), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await api(t, owner, 'POST', '', { name: '   ' }), 400, 'VALIDATION_ERROR', T.nameRequired);
    expectError(await api(t, null, 'GET', ''), 401, 'UNAUTHORIZED');
  });

  it('a student joins by code (any case), sees it listed, leaves; joining twice is harmless', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const learner = await student(t);
    const look = await api(t, learner, 'GET', code.toLowerCase());
    expect(look.statusCode, look.body).toBe(200);
    expect(z.strictObject(classroomDetailSchema.shape).parse(look.json()).role).toBe('visitor');

    const res = await api(t, learner, 'POST', 'join', { code: code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code, role: 'student', student_count: 1 });
    await joined(t, learner, code);
    expect((await api(t, learner, 'GET', '')).json().map((c: { code: string }) => c.code)).toEqual([code]);
    expect((await api(t, owner, 'GET', code)).json().student_count).toBe(1);

    expect((await api(t, learner, 'POST', `${code}/unjoin`)).statusCode).toBe(200);
    expect((await api(t, learner, 'GET', '')).json()).toEqual([]);
  });

  it('joining refuses unknown codes, teachers, and a full classroom', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    expectError(await api(t, await student(t), 'POST', 'join', { code: 'ZZZZZZ' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(t, await teacher(t), 'POST', 'join', { code }), 403, 'FORBIDDEN', T.studentsOnly);
    expectError(await api(t, owner, 'GET', 'ZZZZZZ'), 404, 'NOT_FOUND', T.notFound);

    const limit = await api(t, owner, 'PUT', `${code}/max_subscribers`, { max_subscribers: 1 });
    expect(limit.statusCode, limit.body).toBe(200);
    await joined(t, await student(t), code);
    expectError(await api(t, await student(t), 'POST', 'join', { code }), 409, 'CONFLICT', T.classroomFull);
    expectError(
      await api(t, owner, 'PUT', `${code}/max_subscribers`, { max_subscribers: 0 }),
      400,
      'VALIDATION_ERROR',
      T.maxStudentsRange,
    );
  });

  it('two students racing for the last place: one joins, the other is told the classroom is full', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    await api(t, owner, 'PUT', `${code}/max_subscribers`, { max_subscribers: 1 });
    const [a, b] = [await student(t), await student(t)];
    const answers = await Promise.all([a, b].map((who) => api(t, who, 'POST', 'join', { code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await api(t, owner, 'GET', `${code}/students`)).json().students).toHaveLength(1);
  });
});

describe('students and invitations', () => {
  it('the teacher invites by email (a mail with the link), sees students and open invitations, removes a student', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner, 'Grammar club');
    const learner = await student(t);
    const res = await api(t, owner, 'POST', `${code}/invite`, { email: learner.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const view = z.strictObject(studentsSchema.shape).parse(res.json());
    expect(view.invites.map((i) => i.email)).toEqual([learner.email.toLowerCase()]);
    const mail = await t.smtp.next(learner.email);
    expect(mail.subject).toBe(`${owner.username} invited you to the classroom "Grammar club"`);
    expect(mail.text).toContain(`http://localhost:3000/classroom/${code}`);

    await joined(t, learner, code);
    const after = (await api(t, owner, 'GET', `${code}/students`)).json();
    expect(after.invites).toEqual([]);
    expect(after.students.map((s: { student: { id: number } }) => s.student.id)).toEqual([learner.id]);

    const removed = await api(t, owner, 'DELETE', `${code}/students/${learner.id}`);
    expect(removed.json().students).toEqual([]);
    expectError(await api(t, learner, 'POST', 'join', { code }), 403, 'FORBIDDEN', T.removedFromClassroom);
    expectError(await api(t, owner, 'DELETE', `${code}/students/${learner.id}`), 404, 'NOT_FOUND', T.studentNotFound);
    // A new invitation lets them back.
    await api(t, owner, 'POST', `${code}/invite`, { email: learner.email });
    await t.smtp.next(learner.email);
    await joined(t, learner, code);
  });

  it("refuses the teacher's calls to students and to other teachers, and bad invitations", async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const learner = await student(t);
    await joined(t, learner, code);
    for (const [method, path, body] of [
      ['GET', `${code}/students`, undefined],
      ['POST', `${code}/invite`, { email: 'x@example.com' }],
      ['DELETE', `${code}/students/${learner.id}`, undefined],
      ['PUT', `${code}/max_subscribers`, { max_subscribers: 5 }],
      ['GET', `${code}/students/${learner.id}/replies`, undefined],
    ] as const) {
      expectError(await api(t, learner, method, path, body), 403, 'FORBIDDEN', T.teachersOnly);
      expectError(await api(t, await teacher(t), method, path, body), 404, 'NOT_FOUND', T.notFound);
    }
    expectError(await api(t, owner, 'POST', `${code}/invite`, { email: 'nope' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t, owner, 'POST', `${code}/invite`, { email: learner.email }), 409, 'CONFLICT', T.alreadyStudent);
    const colleague = await teacher(t);
    expectError(
      await api(t, owner, 'POST', `${code}/invite`, { email: colleague.email }),
      400,
      'VALIDATION_ERROR',
      T.inviteTeacher,
    );
    await joined(t, await student(t), code);
    expectError(
      await api(t, owner, 'PUT', `${code}/max_subscribers`, { max_subscribers: 1 }),
      400,
      'VALIDATION_ERROR',
      T.maxStudentsBelowCount,
    );
  });
});

import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, STOREFRONT_TEXTS as T, waitlistEntrySchema } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getMine, joinWaitlist, person, teacherUrl, teacherWithHomepage } from './storefront-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = (who: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: teacherUrl('homepage/waitlist'), headers: who.headers });

describe('joining a waitlist', () => {
  it('a student joins once with their account; the teacher is told once and sees them on the list', async () => {
    const teacher = await teacherWithHomepage(t);
    const student = await person(t, 'STUDENT');
    const res = await joinWaitlist(t, teacher.url, { message: 'Evenings suit me best' }, student);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'joined', message: T.waitlistJoined });

    const mail = await t.smtp.next(teacher.email);
    expect(mail.subject).toBe(`${student.username} joined your waitlist`);
    expect(mail.text).toContain(`${student.username} (${student.email}) joined the waitlist of your homepage.`);
    expect(mail.text).toContain('Their message: "Evenings suit me best"');
    expect(mail.html).toContain('Evenings suit me best');

    const again = await joinWaitlist(t, teacher.url.toUpperCase(), {}, student);
    expect(again.json()).toEqual({ status: 'already_joined', message: T.waitlistAlready });
    await expect(t.smtp.next(teacher.email, 300)).rejects.toThrow();

    const list = await listOf(teacher);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((e: unknown) => z.strictObject(waitlistEntrySchema.shape).parse(e))).toEqual([
      {
        email: student.email,
        name: student.username,
        message: 'Evenings suit me best',
        user_id: student.id,
        created_at: expect.any(String),
      },
    ]);
    expect((await getMine(t, teacher)).json().waitlist_count).toBe(1);
  });

  it('a guest joins with an email (kept once whatever its case) and may give a name', async () => {
    const teacher = await teacherWithHomepage(t);
    const res = await joinWaitlist(t, teacher.url, { email: 'Guest.Person@example.com', name: 'Gia' });
    expect(res.json()).toEqual({ status: 'joined', message: T.waitlistJoined });
    expect((await t.smtp.next(teacher.email)).subject).toBe('Gia joined your waitlist');
    expect((await joinWaitlist(t, teacher.url, { email: 'guest.person@EXAMPLE.com' })).json().status).toBe('already_joined');
    const list = await listOf(teacher);
    expect(list.json()).toMatchObject([{ email: 'Guest.Person@example.com', name: 'Gia', user_id: null }]);
  });

  it('refuses a guest without an email or with a bad one', async () => {
    const teacher = await teacherWithHomepage(t);
    const missing = expectError(await joinWaitlist(t, teacher.url, {}), 400, 'VALIDATION_ERROR', AUTH_TEXTS.emailRequired);
    expect(missing.errors).toEqual([{ loc: ['body', 'email'], msg: AUTH_TEXTS.emailRequired }]);
    expectError(await joinWaitlist(t, teacher.url, { email: 'nope' }), 400, 'VALIDATION_ERROR', AUTH_TEXTS.emailInvalid);
    expectError(
      await joinWaitlist(t, teacher.url, { email: 'a@b.co', message: 'x'.repeat(501) }),
      400,
      'VALIDATION_ERROR',
      T.waitlistMessageTooLong,
    );
  });

  it('teachers do not join waitlists, nor their own; an unknown page is 404', async () => {
    const teacher = await teacherWithHomepage(t);
    const other = await person(t);
    expectError(await joinWaitlist(t, teacher.url, {}, teacher), 400, 'VALIDATION_ERROR', T.waitlistOwn);
    expectError(await joinWaitlist(t, teacher.url, {}, other), 403, 'FORBIDDEN', T.waitlistStudentsOnly);
    expectError(await joinWaitlist(t, 'no-such-teacher', { email: 'a@b.co' }), 404, 'NOT_FOUND', T.pageNotFound);
  });

  it('only teachers read their waitlist', async () => {
    const student = await person(t, 'STUDENT');
    expectError(await listOf(student), 403, 'FORBIDDEN', T.teachersOnly);
    const teacher = await person(t);
    expect((await listOf(teacher)).json()).toEqual([]);
  });
});

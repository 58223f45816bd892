import { TEACHER_PREFIX } from '@parley/contracts';
import { expect } from 'vitest';
import { bearer, login, register } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;

/** A registered account with a session: a teacher unless asked otherwise. */
export async function person(t: TestApp, status: 'TEACHER' | 'STUDENT' = 'TEACHER') {
  const { auth, account } = await register(t, { status });
  return {
    id: auth.user.id,
    email: account.email,
    password: account.password,
    username: account.username,
    headers: bearer(auth.access_token),
  };
}
export type Person = Awaited<ReturnType<typeof person>>;

/** Moves the clock on; the people named sign in again, as their access tokens may have lapsed. */
export async function passTime(t: TestApp, ms: number, ...people: Person[]) {
  t.clock.advance(ms);
  for (const who of people) Object.assign(who.headers, bearer((await login(t, who.email, who.password)).access_token));
}

export const teacherUrl = (path: string) => `${TEACHER_PREFIX}/${path}`;

export const save = (t: TestApp, who: { headers: Headers } | null, page: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: teacherUrl(`homepage/${page}`), headers: who?.headers ?? {}, payload });

export const getMine = (t: TestApp, who: { headers: Headers } | null) =>
  t.app.inject({ method: 'GET', url: teacherUrl('homepage'), headers: who?.headers ?? {} });

export const getPage = (t: TestApp, url: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: teacherUrl(`page/${encodeURIComponent(url)}`), headers });

export const joinWaitlist = (t: TestApp, url: string, payload: object, who?: { headers: Headers }) =>
  t.app.inject({
    method: 'POST',
    url: teacherUrl(`page/${encodeURIComponent(url)}/waitlist`),
    headers: who?.headers ?? {},
    payload,
  });

let counter = 0;
/** A url nobody has yet. */
export const freshUrl = (prefix = 'teacher') => `${prefix}-${Date.now().toString(36)}-${counter++}`;

/** A teacher who has claimed a homepage url. */
export async function teacherWithHomepage(t: TestApp, name = 'English with Tom') {
  const teacher = await person(t);
  const url = freshUrl();
  const res = await save(t, teacher, 'banner', { url, name });
  expect(res.statusCode, res.body).toBe(200);
  return { ...teacher, url };
}

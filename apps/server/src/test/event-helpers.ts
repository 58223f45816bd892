import { EVENT_PREFIX, type CreateEventBody, type Event, type Plan } from '@parley/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.ts';
import { approveTeacher } from './admin-helpers.ts';
import { bearer, login, newAccount, post, type Account } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  auth: Headers;
}

/** `/api/v1/sdk/event/<path>` */
export const eventUrl = (path: string) => `${EVENT_PREFIX}/${path}`;

export async function member(t: TestApp, overrides: Partial<Account> = {}, plan: Plan = 'free'): Promise<Member> {
  const account = newAccount(overrides);
  const res = await post(t, 'register/email', account);
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json().user as { id: number };
  // The verification mail is taken here so a test's next mail to this address is its own.
  await t.smtp.next(account.email);
  if (plan !== 'free') await setPlan(t, user.id, plan);
  return {
    id: user.id,
    username: account.username,
    email: account.email,
    password: account.password,
    auth: bearer(res.json().access_token),
  };
}

/** A fresh access token, for tests that move the clock past the token's lifetime. */
export async function signInAgain(t: TestApp, who: Member) {
  who.auth = bearer((await login(t, who.email, who.password)).access_token);
}

/** A teacher an admin approved (ADR 0070), so they may host and attend without the free plan's limit. */
export async function teacher(t: TestApp): Promise<Member> {
  const who = await member(t, { status: 'TEACHER' });
  await approveTeacher(t, who);
  return who;
}

/** A member who declared TEACHER and waits for approval: a learner's limits still apply. */
export const teacherCandidate = (t: TestApp) => member(t, { status: 'TEACHER' });
export const student = (t: TestApp, plan: Plan = 'free') => member(t, { status: 'STUDENT' }, plan);

/** Plans change through billing, which is not built yet: set the row and tell the caller cache. */
export async function setPlan(t: TestApp, userId: number, plan: Plan) {
  await t.db.update(users).set({ plan }).where(eq(users.id, userId));
  await t.domain.publish('auth.changed', { userId });
}

export const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, auth: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: eventUrl(path), headers: auth, ...(payload === undefined ? {} : { payload }) });

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const inFuture = (t: TestApp, ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

export function eventBody(t: TestApp, overrides: Partial<CreateEventBody> = {}): CreateEventBody {
  return {
    event_title: 'Small talk at work',
    event_language: 'en',
    proficiency: 1,
    start_time_utc: inFuture(t, HOUR),
    ...overrides,
  };
}

/** Creates an event over HTTP (201 asserted). */
export async function createEvent(t: TestApp, host: Member, overrides: Partial<CreateEventBody> = {}): Promise<Event> {
  const res = await call(t, 'POST', 'event', host.auth, eventBody(t, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Event;
}

/**
 * A teacher's event that has been live for three minutes, on the test's clock (set to 2026-03-10 10:00 first): made
 * two minutes ahead, as the form requires, then the clock moved past its start.
 */
export async function startedEvent(t: TestApp, overrides: Partial<CreateEventBody> = {}) {
  t.clock.set('2026-03-10T10:00:00Z');
  const host = await teacher(t);
  const event = await createEvent(t, host, { start_time_utc: inFuture(t, 2 * MINUTE), ...overrides });
  t.clock.advance(5 * MINUTE);
  return { host, event };
}

export async function participate(t: TestApp, who: Member, eventId: string) {
  return call(t, 'POST', 'participate', who.auth, { event_id: eventId });
}

/** Marks the address verified, as the code in the mail `member` took would: notification mails go to verified addresses. */
export async function markVerified(t: TestApp, userId: number) {
  await t.db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  await t.domain.publish('auth.changed', { userId });
}

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, mailedCode, uniqueUser, type TestUser } from './fixtures.ts';

/** Small page objects and API shortcuts for the Parley web app. */

export const AUTH_API = '/api/v1/sdk/auth';
export const DEMO = { email: 'demo@parley.local', password: 'parley-demo', fullName: 'Dana Demo' } as const;
export const TEACHER = { email: 'teacher@parley.local', password: 'parley-demo', fullName: 'Tom Teacher' } as const;
/** The seeded administrator (apps/server/src/db/seed.ts). */
export const ADMIN = { email: 'admin@parley.local', password: 'parley-demo', fullName: 'Parley Admin' } as const;
export const ADMIN_API = '/api/v1/sdk/admin';
export const SESSION_KEY = 'parley.session';

interface StoredSession {
  user: { id: number; username: string; email: string | null; is_verified: boolean; is_guest: boolean; status: string };
  access_token: { token: string; expiration_time: string };
  refresh_token: { token: string; expiration_time: string };
}

/** The session the web app keeps in localStorage, or null when signed out. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

// ── API shortcuts, for the steps a test is not about ────────────────────────────────────────────

/** Registers through the API; the account is unverified and its first code is mail number 0. */
export async function registerByApi(
  request: APIRequestContext,
  user: TestUser = uniqueUser(),
  extra: { status?: 'STUDENT' | 'TEACHER'; full_name?: string } = {},
): Promise<TestUser> {
  const res = await request.post(`${AUTH_API}/register/email`, {
    data: { username: user.username, email: user.email, password: user.password, status: extra.status ?? 'STUDENT', ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/**
 * A registered and verified account (its verification code was mail number 0). It has been through onboarding
 * (required modules, tour, gift) unless `onboarded: false`, so the onboarding dialogs stay out of tests about
 * something else; a teacher has been approved by the seeded admin unless `approved: false` (ADR 0070).
 */
export async function verifiedUserByApi(
  request: APIRequestContext,
  extra: { status?: 'STUDENT' | 'TEACHER'; full_name?: string; onboarded?: boolean; approved?: boolean } = {},
): Promise<TestUser> {
  const { onboarded = true, approved = true, ...fields } = extra;
  const user = await registerByApi(request, uniqueUser(), fields);
  const res = await request.post(`${AUTH_API}/verify/email`, { data: { email: user.email, code: await mailedCode(user.email) } });
  expect(res.status(), await res.text()).toBe(200);
  // A teacher sign-up waits for an admin's approval before hosting (ADR 0070); tests that need a teacher get one approved.
  if (fields.status === 'TEACHER' && approved) await approveTeacherByApi(request, user.email);
  if (onboarded) await completeOnboarding(request, await accessTokenByApi(request, user));
  return user;
}

let adminToken: { token: string; until: number } | null = null;

/** The seeded admin's access token, kept by the worker for ten minutes (it lives fifteen). */
async function adminTokenByApi(request: APIRequestContext) {
  if (!adminToken || adminToken.until < Date.now())
    adminToken = { token: await accessTokenByApi(request, ADMIN), until: Date.now() + 10 * 60_000 };
  return adminToken.token;
}

/** Approves a teacher candidate through the admin API, signed in as the seeded admin. */
export async function approveTeacherByApi(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await adminTokenByApi(request)}` };
  const found = await request.get(`${ADMIN_API}/users`, { headers, params: { q: email } });
  expect(found.status(), await found.text()).toBe(200);
  const [user] = ((await found.json()) as { items: { id: number }[] }).items;
  if (!user) throw new Error(`no account for ${email}`);
  const res = await request.post(`${ADMIN_API}/teachers/${user.id}/approve`, { headers, data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** Logs in through the API and answers the access token. */
export async function accessTokenByApi(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const res = await request.post(`${AUTH_API}/login`, { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: { token: string } }).access_token.token;
}

export const MODULES_API = '/api/v1/sdk/modules';

/** The language answers the required modal proposes: English at proficiency 4, spoken and learnt. */
const ENGLISH_FLUENT = [{ code: 'en', proficiency: 4 }];

/**
 * Submits, through the API, what a new account is asked after sign-in: the required modules (keeping the status
 * the account registered with), the product tour and, for students, the feedback gift. Modules already done are
 * skipped.
 */
export async function completeOnboarding(request: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get(`${AUTH_API}/me`, { headers })).json()) as { status: 'STUDENT' | 'TEACHER' };
  const res = await request.get(MODULES_API, { headers });
  expect(res.status(), await res.text()).toBe(200);
  const modules = (await res.json()) as { required: { id: string }[]; optional: { id: string; is_submitted: boolean }[] };
  const pending = new Set([...modules.required, ...modules.optional.filter((m) => !m.is_submitted)].map((m) => m.id));
  const answers: [string, unknown][] = [
    ['TeacherStudentQuestionnaire', { status: me.status }],
    ['LanguageQuestionnaire', { speaking: ENGLISH_FLUENT, learning: ENGLISH_FLUENT }],
    ['OnboardingTourModule', { completed_all_steps: true, steps_seen: me.status === 'TEACHER' ? 5 : 6 }],
    ['GiftRecordingFeedbackModule', { accepted: true }],
  ];
  for (const [id, data] of answers) {
    if (!pending.has(id)) continue;
    const submitted = await request.post(`${MODULES_API}/submit`, { headers, data: { moduleResult: { id, data } } });
    expect(submitted.status(), await submitted.text()).toBe(201);
  }
}

/** The onboarding of the account signed in on `page` (a test that registered through the form), done by API. */
export async function completeOnboardingOf(page: Page, request: APIRequestContext) {
  const session = await storedSession(page);
  expect(session, 'signed in').not.toBeNull();
  await completeOnboarding(request, session!.access_token.token);
}

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

/** The six boxes of a code input ("Verification code" on /verify, "Reset code" on /forget_password). */
export function codeBoxes(page: Page, group = 'Verification code'): Locator[] {
  const box = page.getByRole('group', { name: group, exact: true });
  return [1, 2, 3, 4, 5, 6].map((n) => box.getByRole('textbox', { name: `Digit ${n} of 6`, exact: true }));
}

/** Types a code key by key from the first box, as a person does (the input moves on by itself). */
export async function typeCode(page: Page, code: string, group = 'Verification code') {
  await codeBoxes(page, group)[0]!.click();
  await page.keyboard.type(code);
}

/** Checks every box: `code` lists the digits from the first box, `_` (or the end of the string) means empty. */
export async function expectCode(page: Page, code: string, group = 'Verification code') {
  const boxes = codeBoxes(page, group);
  for (const [i, box] of boxes.entries()) await expect(box).toHaveValue((code[i] ?? '').replace('_', ''));
}

export async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
}

/** Opens /login and logs in; waits for the dashboard. */
export async function logInAt(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL('/events');
}

export interface RegisterFields {
  intent?: 'Learn' | 'Teach';
  username?: string;
  email?: string;
  password?: string;
  fullName?: string;
  bio?: string;
}

export async function fillRegisterForm(page: Page, fields: RegisterFields) {
  if (fields.intent) {
    await page.getByRole('group', { name: 'I want to' }).getByRole('radio', { name: fields.intent, exact: true }).check();
  }
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  if (fields.username !== undefined) await text('Username').fill(fields.username);
  if (fields.email !== undefined) await text('Email').fill(fields.email);
  if (fields.password !== undefined) await text('Password').fill(fields.password);
  if (fields.fullName !== undefined) await text('Full name').fill(fields.fullName);
  if (fields.bio !== undefined) await text('Bio').fill(fields.bio);
}

/** Registers through the form and waits for /verify. */
export async function registerByUi(
  page: Page,
  user: TestUser,
  fields: Omit<RegisterFields, 'username' | 'email' | 'password'> = {},
) {
  await page.goto('/register');
  await fillRegisterForm(page, { intent: 'Learn', ...fields, ...user });
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
}

/** A toast (MUI snackbar) with this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

export async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Are you lost?', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
}

// ── Events ─────────────────────────────────────────────────────────────────────────────────────

export const EVENT_API = '/api/v1/sdk/event';

/** The fields of an event the specs read (the contract's Event). */
export interface EventJson {
  event_id: string;
  short_event_id: string;
  event_title: string;
  start_time_utc: string;
  end_time_utc: string;
  google_calendar_url: string;
}

/** Creates an event through the API as the holder of `accessToken` (a teacher): English, all levels, tomorrow. */
export async function eventByApi(
  request: APIRequestContext,
  accessToken: string,
  fields: Record<string, unknown> = {},
): Promise<EventJson> {
  const res = await request.post(`${EVENT_API}/event`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      event_title: `E2E event ${Date.now().toString(36)}`,
      event_language: 'en',
      proficiency: 4,
      start_time_utc: new Date(Date.now() + 24 * 3600_000).toISOString(),
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as EventJson;
}

/** A new verified teacher (who may host) and their access token. */
export async function hostByApi(request: APIRequestContext) {
  const host = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Hana Host' });
  return { host, token: await accessTokenByApi(request, host) };
}

/** POSTs `{event_id}` to an event call (`participate`, `start_now`, `end`, …) as the holder of `accessToken`. */
export async function eventActionByApi(request: APIRequestContext, accessToken: string, action: string, eventId: string) {
  const res = await request.post(`${EVENT_API}/${action}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { event_id: eventId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

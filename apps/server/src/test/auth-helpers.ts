import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { AUTH_PREFIX, type AuthResponse, type Token } from '@parley/contracts';
import { codeIn, type CapturedMail } from './smtp-capture.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** `/api/v1/sdk/auth/<path>` */
export const authUrl = (path: string) => `${AUTH_PREFIX}/${path}`;

export const bearer = (token: string | Pick<Token, 'token'>): Headers => ({
  authorization: `Bearer ${typeof token === 'string' ? token : token.token}`,
});

export const post = (t: TestApp, path: string, payload?: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: authUrl(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export const get = (t: TestApp, path: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: authUrl(path), headers });

export interface Account {
  username: string;
  email: string;
  password: string;
  status: 'STUDENT' | 'TEACHER';
}

/** A fresh, valid registration body; the random part has a fixed length so no address contains another. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const id = randomBytes(5).toString('hex');
  return { username: `user_${id}`, email: `u${id}@example.com`, password: 'secret12', status: 'STUDENT', ...overrides };
}

/** Asserts the error envelope: status, stable code and (when given) the exact text. */
export function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['detail']);
  expect(body.detail.code).toBe(code);
  expect(typeof body.detail.error_message).toBe('string');
  expect(body.detail.error_message.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.detail.error_message).toBe(message);
  return body.detail as { error_message: string; code: string; errors?: { loc: (string | number)[]; msg: string }[] };
}

/** Nothing that looks like a stack frame, an exception name or SQL may reach a client. */
export function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat\s+\S+\s*\(|\.ts:\d+|node_modules|Error:|stack/i);
  expect(body).not.toMatch(/\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i);
  expect(body).not.toMatch(/"users"|password_hash|relation|constraint|syntax error/i);
}

/** Registers over HTTP (201 asserted) and returns the answer with the mailed verification code. */
export async function register(t: TestApp, overrides: Partial<Account> = {}) {
  const account = newAccount(overrides);
  const res = await post(t, 'register/email', account);
  expect(res.statusCode, res.body).toBe(201);
  const mail: CapturedMail = await t.smtp.next(account.email);
  return { account, auth: res.json() as AuthResponse, mail, code: codeIn(mail) };
}

/** Registers and verifies an account, then answers its first session's tokens. */
export async function registerAndVerify(t: TestApp, overrides: Partial<Account> = {}) {
  const { account, auth, code } = await register(t, overrides);
  const res = await post(t, 'verify/email', { email: account.email, code });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().user.is_verified).toBe(true);
  return { account, auth };
}

export async function login(t: TestApp, email: string, password: string): Promise<AuthResponse> {
  const res = await post(t, 'login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuthResponse;
}

export const me = (t: TestApp, token: string | Token) => get(t, 'me', bearer(token));

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

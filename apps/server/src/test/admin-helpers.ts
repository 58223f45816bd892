import { ADMIN_PREFIX, ADMIN_ROLE_NAME } from '@parley/contracts';
import { expect } from 'vitest';
import { grantRole } from '../modules/auth/auth.store.ts';
import type { Db } from '../platform/db/port.ts';
import { bearer, login, newAccount, post } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
interface Admin {
  id: number;
  email: string;
  password: string;
  auth: Headers;
}

const admins = new WeakMap<TestApp, Promise<Admin>>();

/** Gives the member the admin role in the database, as the demo seed does: no call makes the first admin. */
export const grantAdmin = (db: Db, userId: number) => grantRole(db, userId, ADMIN_ROLE_NAME);

/**
 * The test app's administrator: a member given the admin role in the database, as the demo seed gives it (there is no
 * call that makes the first admin). One per app, made on first use.
 */
export function adminOf(t: TestApp): Promise<Admin> {
  let admin = admins.get(t);
  if (!admin) {
    admin = (async () => {
      const account = newAccount();
      const res = await post(t, 'register/email', account);
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { user: { id: number } }).user.id;
      await t.smtp.next(account.email);
      await grantAdmin(t.db, id);
      return { id, email: account.email, password: account.password, auth: bearer(res.json().access_token) };
    })();
    admins.set(t, admin);
  }
  return admin;
}

/** Calls the admin API as the app's administrator, signing in again when a test moved the clock past the token. */
export async function asAdmin(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const admin = await adminOf(t);
  const send = () =>
    t.app.inject({ method, url: `${ADMIN_PREFIX}/${path}`, headers: admin.auth, ...(payload === undefined ? {} : { payload }) });
  let res = await send();
  if (res.statusCode === 401) {
    admin.auth = bearer((await login(t, admin.email, admin.password)).access_token);
    res = await send();
  }
  return res;
}

/** Approves a teacher candidate through the admin API, as an admin would, and takes the mail that tells them. */
export async function approveTeacher(t: TestApp, who: { id: number; email: string }) {
  const res = await asAdmin(t, 'POST', `teachers/${who.id}/approve`, {});
  expect(res.statusCode, res.body).toBe(200);
  await t.smtp.next(who.email);
}

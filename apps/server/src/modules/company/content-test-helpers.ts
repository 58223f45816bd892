import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { COMPANY_PREFIX, type Plan } from '@parley/contracts';
import { companies, users } from '../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The company content tests' people and organisations, made through the API as the pages make them. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function person(t: TestApp, plan: Plan = 'free') {
  const { auth, account } = await registerAndVerify(t);
  // A member's Team plan comes with their seat (the Team checkout, ADR 0072); the workshops only read the plan.
  if (plan !== 'free') await t.db.update(users).set({ plan }).where(eq(users.id, auth.user.id));
  return { id: auth.user.id, username: account.username, email: account.email, headers: bearer(auth.access_token) };
}
export type Person = Awaited<ReturnType<typeof person>>;

export const companyCall = (t: TestApp, who: Person | null, method: Method, path: string, payload?: object) =>
  t.app.inject({ method, url: `${COMPANY_PREFIX}${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/**
 * An organisation with an administrator and members who joined by its code. Its seats are written as the Team
 * checkout's webhook leaves them (that path is the billing tests'), so members can take them.
 */
export async function organisation(t: TestApp, memberCount: number, plan: Plan = 'team') {
  const admin = await person(t, plan);
  const res = await companyCall(t, admin, 'POST', '', { name: 'Acme Training', billing_email: 'billing@acme.test' });
  expect(res.statusCode, res.body).toBe(201);
  const { id, join_code: code } = res.json<{ id: number; join_code: string }>();
  await t.db.update(companies).set({ seats: 20 }).where(eq(companies.id, id));
  const members: Person[] = [];
  for (let i = 0; i < memberCount; i++) members.push(await join(t, code, await person(t, plan)));
  return { id, code, admin, members };
}

export async function join(t: TestApp, code: string, who: Person) {
  const joined = await companyCall(t, who, 'POST', `/join/${code}`);
  expect(joined.statusCode, joined.body).toBe(200);
  return who;
}

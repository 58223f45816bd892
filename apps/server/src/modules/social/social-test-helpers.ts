import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Plan } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, get, post, register } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** An account with a session, on the given plan (set in the table until the plans issue sells plans). */
export async function actor(t: TestApp, plan: Plan = 'free') {
  const { auth } = await register(t);
  if (plan !== 'free') await t.db.update(users).set({ plan }).where(eq(users.id, auth.user.id));
  return { id: auth.user.id, headers: bearer(auth.access_token) };
}
export type Actor = Awaited<ReturnType<typeof actor>>;

/** Users without a session, straight in the table: targets only. */
export async function people(t: TestApp, n: number) {
  const rows = Array.from({ length: n }, () => {
    const id = randomBytes(5).toString('hex');
    return { username: `p_${id}`, email: `p${id}@example.com`, displayName: `Person ${id}`, fullName: `Full ${id}` };
  });
  const inserted = await t.db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((r) => r.id);
}

export const act = (t: TestApp, a: Actor, verb: string, userId: number) => post(t, `${verb}/${userId}`, undefined, a.headers);
export const list = (t: TestApp, a: Actor, path: string) => get(t, path, a.headers);

/** Makes each call and asserts it succeeded. */
export async function actOk(t: TestApp, a: Actor, verb: string, ids: number[]) {
  for (const id of ids) {
    const res = await act(t, a, verb, id);
    expect(res.statusCode, res.body).toBe(200);
  }
}

export const ids = (res: { json(): unknown }) => (res.json() as { items: { id: number }[] }).items.map((p) => p.id);

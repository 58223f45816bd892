import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { COMPANY_PREFIX, type Plan } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { postEventOk } from '../../test/provider-events.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The company tests' people and organisations, made through the API as the pages make them. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function person(t: TestApp, plan: Plan = 'free') {
  const { auth, account } = await registerAndVerify(t);
  // A member's Team plan comes with their seat (the Team checkout, ADR 0072); the workshops only read the plan.
  if (plan !== 'free') await t.db.update(users).set({ plan }).where(eq(users.id, auth.user.id));
  return {
    id: auth.user.id,
    username: account.username,
    email: account.email,
    account,
    token: auth.access_token,
    headers: bearer(auth.access_token),
  };
}
export type Person = Awaited<ReturnType<typeof person>>;

export type CallArgs = [who: Person | null, method: Method, path: string, payload?: object];
export const companyCall = (t: TestApp, ...[who, method, path, payload]: CallArgs) =>
  t.app.inject({ method, url: `${COMPANY_PREFIX}${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

export interface TeamEvent {
  id?: string;
  type?: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  status?: 'active' | 'canceled';
  /** When the provider says it happened; now unless given. */
  created?: Date;
}

/** The provider's signed event for an organisation's paid Team subscription (the checkout's path is seats.test.ts). */
export const seatsBought = (t: TestApp, companyId: number, adminId: number, seats: number, e: TeamEvent = {}) => {
  const created = Math.floor((e.created ?? t.clock.now()).getTime() / 1000);
  return postEventOk(t, {
    id: e.id ?? `evt_team_${companyId}`,
    object: 'event',
    type: e.type ?? 'customer.subscription.created',
    created,
    data: {
      object: {
        id: `sub_team_${companyId}`,
        object: 'subscription',
        customer: `cus_team_${companyId}`,
        status: e.status ?? 'active',
        metadata: { kind: 'company', company_id: String(companyId), user_id: String(adminId), period: '1_month' },
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ current_period_end: created + 30 * 86_400, quantity: seats }] },
      },
    },
  });
};

/** An organisation with an administrator and members who joined by its code, on 20 paid seats. */
export async function organisation(t: TestApp, memberCount: number, plan: Plan = 'team') {
  const admin = await person(t, plan);
  const res = await companyCall(t, admin, 'POST', '', { name: 'Acme Training', billing_email: 'billing@acme.test' });
  expect(res.statusCode, res.body).toBe(201);
  const { id, join_code: code } = res.json<{ id: number; join_code: string }>();
  await seatsBought(t, id, admin.id, 20);
  const members: Person[] = [];
  for (let i = 0; i < memberCount; i++) members.push(await join(t, code, await person(t, plan)));
  return { id, code, admin, members };
}

export async function join(t: TestApp, code: string, who: Person) {
  const joined = await companyCall(t, who, 'POST', `/join/${code}`);
  expect(joined.statusCode, joined.body).toBe(200);
  return who;
}

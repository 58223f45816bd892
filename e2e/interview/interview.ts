import type { APIRequestContext, Page } from '@playwright/test';
import { subscribeByApi } from '../billing/billing-support.ts';
import { bearer, memberByApi, type Member } from '../social/members.ts';
import { AUTH_API, SESSION_KEY } from '../support/app.ts';
import { expect, seedStorage } from '../support/fixtures.ts';

export const INTERVIEW_API = '/api/v1/extensions/interview';

/**
 * A new learner signed in on `page`; with `plan` they bought Pro first through the sandbox checkout, or took it as
 * `plan(member)` does (a seat of an organisation).
 */
export async function learnerOn(
  page: Page,
  request: APIRequestContext,
  fullName: string,
  plan?: 'pro' | ((member: Member) => Promise<void>),
): Promise<Member> {
  const member = await memberByApi(request, fullName);
  if (plan === 'pro') await subscribeByApi(request, member, plan);
  else if (plan) await plan(member);
  // Logged in after the purchase, so the stored user already has the plan.
  const res = await request.post(`${AUTH_API}/login`, { data: { email: member.email, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
  await seedStorage(page.context(), [[SESSION_KEY, await res.text()]]);
  return member;
}

export interface SessionSummary {
  id: number;
  recording_id: number;
  counter: number;
  questions: { counter: number; text: string; source: string; kind: string | null; at_seconds: number }[];
}

export async function sessionsByApi(request: APIRequestContext, member: Member) {
  const res = await request.get(`${INTERVIEW_API}/sessions`, { headers: bearer(member) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: SessionSummary[] }).items;
}

import { expect } from 'vitest';
import { REFERRALS_PREFIX, type ReferralLink } from '@parley/contracts';
import { bearer, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { paidPlanInvoice } from '../../test/paid-plan-event.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import type { TestApp } from '../../test/test-app.ts';

export type Who = { id: number; headers: Record<string, string>; email?: string; password?: string };

let events = 0;
/** A provider event's id, and its time in seconds after the clock's now: each a little later than the one before. */
export const nextEvent = () => ({ id: `evt_referral_${Date.now()}_${++events}`, at: events });

export async function member(t: TestApp): Promise<Who> {
  const { auth, account } = await registerAndVerify(t);
  return { id: auth.user.id, headers: bearer(auth.access_token), email: account.email, password: account.password };
}

export const pageOf = async (t: TestApp, who: Who): Promise<ReferralLink> =>
  (await t.app.inject({ method: 'GET', url: REFERRALS_PREFIX, headers: who.headers })).json();

/** Signs a friend up by the inviter's link; `confirm` also enters their mailed code. */
export async function friendOf(t: TestApp, inviter: Who, confirm = true): Promise<Who & { confirm(): Promise<void> }> {
  const account = newAccount();
  const res = await post(t, 'register/email', { ...account, invite_code: (await pageOf(t, inviter)).code });
  expect(res.statusCode, res.body).toBe(201);
  const code = codeIn(await t.smtp.next(account.email));
  const who = { id: res.json().user.id as number, headers: bearer(res.json().access_token) };
  const doConfirm = async () => {
    expect((await post(t, 'verify/email', { email: account.email, code })).statusCode).toBe(200);
  };
  if (confirm) await doConfirm();
  return { ...who, confirm: doConfirm };
}

/** The friend's plan invoice paid: $10 unless told; `at` seconds from now (by default a little later each time). */
export function pays(t: TestApp, who: Who, o: { amount?: number; plan?: 'basic' | 'pro'; at?: number } = {}) {
  const { id, at } = nextEvent();
  return paidPlanInvoice(t, { id, userId: who.id, invoice: `in_${id}`, amount: 1000, at, ...o });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_PREFIX,
  CAMPAIGNS_PREFIX,
  REFERRALS_PREFIX,
  REGISTRATION_CODE_UNKNOWN,
  type AffiliateDashboard,
  type ReferralLink,
} from '@parley/contracts';
import { approveTeacher, asAdmin } from '../../test/admin-helpers.ts';
import { bearer, expectError, get, register, registerAndVerify } from '../../test/auth-helpers.ts';
import { finishGoogle, googleCallback, googleTestApp, sendCallback } from '../../test/google-helpers.ts';
import type { OidcTestProvider } from '../../test/oidc-provider.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A Google sign-up carries the invitation, the affiliate link and the registration code as an email one does. */
let idp: OidcTestProvider;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ idp, t, close } = await googleTestApp());
});
afterAll(() => close());

let n = 0;
/** A fresh person at the provider with a verified address; answers the id to sign in with. */
function googlePerson(email = `google.codes.${n++}@example.com`) {
  const id = `google-codes-${n++}`;
  idp.accounts.set(id, { email, email_verified: true, name: 'Code Person' });
  return id;
}

const signUp = async (codes: object) => finishGoogle(t, 'register/google', await googleCallback(t, googlePerson()), codes);

const inviteOf = async (token: { token: string }): Promise<ReferralLink> =>
  (await t.app.inject({ method: 'GET', url: REFERRALS_PREFIX, headers: bearer(token) })).json();

describe('Google sign-up with codes', () => {
  it("counts an invited friend's sign-up for the inviter, confirmed at once", async () => {
    const inviter = (await registerAndVerify(t)).auth.access_token;
    const { code } = await inviteOf(inviter);
    expect((await signUp({ invite_code: code })).created).toBe(true);
    expect(await inviteOf(inviter)).toMatchObject({ signed_up: 1, confirmed: 1 });
  });

  it("counts a sign-up by an affiliate's link for the affiliate", async () => {
    const { auth, account } = await register(t, { status: 'TEACHER' });
    await approveTeacher(t, { id: auth.user.id, email: account.email });
    const headers = bearer(auth.access_token);
    const dashboard = async (): Promise<AffiliateDashboard> =>
      (await t.app.inject({ method: 'GET', url: AFFILIATE_PREFIX, headers })).json();
    await signUp({ affiliate_code: (await dashboard()).code });
    expect((await dashboard()).sign_ups).toBe(1);
  });

  it("applies a campaign's registration code", async () => {
    const path = CAMPAIGNS_PREFIX.slice('/api/v1/sdk/admin/'.length);
    expect((await asAdmin(t, 'POST', path, { name: 'Google fair', code: 'GFAIR26' })).statusCode).toBe(201);
    expect((await signUp({ registration_code: 'gfair26' })).user.registration_code).toBe('GFAIR26');
    const campaigns = (await asAdmin(t, 'GET', path)).json() as { code: string; signups: number }[];
    expect(campaigns.find((c) => c.code === 'GFAIR26')?.signups).toBe(1);
  });

  it('refuses an unknown registration code as email sign-up does, and makes no account', async () => {
    const email = `google.refused.${n++}@example.com`;
    const res = await sendCallback(t, 'register/google', await googleCallback(t, googlePerson(email)), undefined, {
      registration_code: 'NOSUCHCODE',
    });
    const refused = expectError(res, 400, 'VALIDATION_ERROR', REGISTRATION_CODE_UNKNOWN);
    expect(refused.errors).toEqual([expect.objectContaining({ loc: ['body', 'registration_code'] })]);
    expect((await get(t, `check?email=${encodeURIComponent(email)}`)).json().email_taken).toBe(false);
  });

  it('ignores the codes when linking or signing into an existing account', async () => {
    const inviter = (await registerAndVerify(t)).auth.access_token;
    const codes = { invite_code: (await inviteOf(inviter)).code, registration_code: 'NOSUCHCODE' };
    const { account, auth } = await registerAndVerify(t);
    const linked = await finishGoogle(t, 'register/google', await googleCallback(t, googlePerson(account.email)), codes);
    expect(linked).toMatchObject({ created: false, user: { id: auth.user.id, registration_code: null } });
    expect(await inviteOf(inviter)).toMatchObject({ signed_up: 0 });
  });
});

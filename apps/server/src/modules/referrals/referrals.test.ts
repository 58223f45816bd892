import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRALS_PREFIX, referralLinkSchema, type ReferralLink } from '@parley/contracts';
import * as z from 'zod/mini';
import { bearer, expectError, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkOf = async (token: { token: string }): Promise<ReferralLink> => {
  const res = await t.app.inject({ method: 'GET', url: REFERRALS_PREFIX, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return z.strictObject(referralLinkSchema.shape).parse(res.json());
};

/** Signs up by a link with `invite_code`; answers the account and its mailed verification code. */
async function signUpWith(inviteCode: string) {
  const account = newAccount();
  const res = await post(t, 'register/email', { ...account, invite_code: inviteCode });
  expect(res.statusCode, res.body).toBe(201);
  return { account, code: codeIn(await t.smtp.next(account.email)) };
}

describe('invite your friends', () => {
  it('gives a member one personal link and counts the friends who sign up by it and confirm their address', async () => {
    const ana = (await registerAndVerify(t)).auth.access_token;
    const first = await linkOf(ana);
    expect(first).toMatchObject({ signed_up: 0, confirmed: 0 });
    expect(first.code).toMatch(/^[\w-]{8}$/);
    expect(first.link).toBe(`http://localhost:3000/register?invite=${first.code}`);
    expect((await linkOf(ana)).code).toBe(first.code);

    const ben = await signUpWith(first.code);
    expect(await linkOf(ana)).toMatchObject({ signed_up: 1, confirmed: 0 });
    expect((await post(t, 'verify/email', { email: ben.account.email, code: ben.code })).statusCode).toBe(200);
    expect(await linkOf(ana)).toMatchObject({ signed_up: 1, confirmed: 1 });

    // An unknown code signs the person up all the same, and counts for no one.
    await signUpWith('not-a-code');
    expect(await linkOf(ana)).toMatchObject({ signed_up: 1, confirmed: 1 });
    // Another member's link is theirs alone.
    const other = (await registerAndVerify(t)).auth.access_token;
    expect((await linkOf(other)).code).not.toBe(first.code);
    expect(await linkOf(other)).toMatchObject({ signed_up: 0, confirmed: 0 });
  });

  it('refuses an overlong code and a caller without a session', async () => {
    expectError(await post(t, 'register/email', { ...newAccount(), invite_code: 'x'.repeat(33) }), 400, 'VALIDATION_ERROR');
    expect((await t.app.inject({ method: 'GET', url: REFERRALS_PREFIX })).statusCode).toBe(401);
  });
});

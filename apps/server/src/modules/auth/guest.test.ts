import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, type AuthResponse } from '@parley/contracts';
import { bearer, expectError, login, me, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guest(): Promise<AuthResponse> {
  const res = await post(t, 'guest_user/register');
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const convert = (token: AuthResponse['access_token'], body: { username: string; email: string; password: string }) =>
  post(t, 'change_guest_to_user', body, bearer(token));

describe('POST guest_user/register', () => {
  it('creates a guest with tokens', async () => {
    const g = await guest();
    expect(g.user).toMatchObject({ is_guest: true, is_verified: false, email: null, status: 'STUDENT' });
    expect(g.user.username).toMatch(/^guest_/);
    const res = await me(t, g.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(g.user.id);
    const other = await guest();
    expect(other.user.id).not.toBe(g.user.id);
    expect(other.user.username).not.toBe(g.user.username);
  });
});

describe('POST change_guest_to_user', () => {
  it('keeps the same user and its data, and mails a verification code', async () => {
    const g = await guest();
    await post(t, 'update', { full_name: 'Trial Person' }, bearer(g.access_token));
    const account = newAccount();
    const res = await convert(g.access_token, account);
    expect(res.statusCode, res.body).toBe(200);
    const body: AuthResponse = res.json();
    expect(body.user).toMatchObject({
      id: g.user.id,
      username: account.username,
      email: account.email,
      is_guest: false,
      is_verified: false,
      full_name: 'Trial Person',
    });
    expect((await me(t, body.access_token)).json().id).toBe(g.user.id);

    const code = codeIn(await t.smtp.next(account.email));
    const verified = await post(t, 'verify/email', { email: account.email, code });
    expect(verified.statusCode).toBe(200);
    expect((await login(t, account.email, account.password)).user.id).toBe(g.user.id);
  });

  it('refuses an account that is not a guest', async () => {
    const { auth } = await registerAndVerify(t);
    expectError(await convert(auth.access_token, newAccount()), 400, 'NOT_A_GUEST', AUTH_TEXTS.notGuest);
  });

  it('refuses a taken username or email with 409', async () => {
    const { account: taken } = await registerAndVerify(t);
    const g = await guest();
    expectError(
      await convert(g.access_token, newAccount({ username: taken.username.toUpperCase() })),
      409,
      'USERNAME_TAKEN',
      AUTH_TEXTS.usernameTaken,
    );
    expectError(await convert(g.access_token, newAccount({ email: taken.email })), 409, 'EMAIL_TAKEN', AUTH_TEXTS.emailTaken);
    expect((await me(t, g.access_token)).json()).toMatchObject({ is_guest: true, email: null });
  });

  it('validates the body and needs a token', async () => {
    const g = await guest();
    expectError(
      await convert(g.access_token, newAccount({ password: '1' })),
      400,
      'VALIDATION_ERROR',
      AUTH_TEXTS.passwordTooShort,
    );
    expectError(await post(t, 'change_guest_to_user', newAccount()), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

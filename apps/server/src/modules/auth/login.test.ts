import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { bearer, DAY, expectError, login, me, MINUTE, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('POST login', () => {
  it('answers 200 with the user and a token pair', async () => {
    const { account } = await registerAndVerify(t);
    const res = await post(t, 'login', { email: account.email.toUpperCase(), password: account.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: account.username, email: account.email, is_verified: true });
    expect(JSON.stringify(body.user)).not.toMatch(/password|hash/i);
    for (const token of [body.access_token, body.refresh_token]) {
      expect(Object.keys(token).sort()).toEqual(['expiration_time', 'token']);
      expect(token.token).toEqual(expect.any(String));
      expect(token.expiration_time).toMatch(ISO);
    }
    expect(body.access_token.token.split('.')).toHaveLength(3); // a JWT
    expect(body.refresh_token.token).not.toContain('.'); // opaque
  });

  it('lets an unverified account log in (it still has to verify)', async () => {
    const account = { username: 'not_yet', email: 'notyet@example.com', password: 'secret12', status: 'STUDENT' };
    expect((await post(t, 'register/email', account)).statusCode).toBe(201);
    expect((await login(t, account.email, account.password)).user.is_verified).toBe(false);
  });

  it('gives unknown email and wrong password the same 401', async () => {
    const { account } = await registerAndVerify(t);
    const wrongPassword = await post(t, 'login', { email: account.email, password: 'wrong-password' });
    const unknownEmail = await post(t, 'login', { email: 'nobody@example.com', password: account.password });
    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS', AUTH_TEXTS.invalidCredentials);
    expectError(unknownEmail, 401, 'INVALID_CREDENTIALS', AUTH_TEXTS.invalidCredentials);
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('validates email and password', async () => {
    expectError(await post(t, 'login', { email: 'bad', password: 'x' }), 400, 'VALIDATION_ERROR', AUTH_TEXTS.emailInvalid);
    expectError(
      await post(t, 'login', { email: 'a@example.com', password: '' }),
      400,
      'VALIDATION_ERROR',
      AUTH_TEXTS.passwordRequired,
    );
  });
});

describe('token lifetimes', () => {
  it('access token lives 15 minutes, refresh token 30 days', async () => {
    const { account } = await registerAndVerify(t);
    const now = t.clock.now().getTime();
    const { access_token, refresh_token } = await login(t, account.email, account.password);
    expect(Date.parse(access_token.expiration_time) - now).toBe(15 * MINUTE);
    expect(Date.parse(refresh_token.expiration_time) - now).toBe(30 * DAY);

    t.clock.advance(14 * MINUTE);
    expect((await me(t, access_token)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    expectError(await me(t, access_token), 401, 'TOKEN_EXPIRED', AUTH_TEXTS.sessionExpired);

    // The refresh token still works and brings a working access token.
    const refreshed = await post(t, 'refresh', undefined, bearer(refresh_token));
    expect(refreshed.statusCode).toBe(200);
    expect((await me(t, refreshed.json().access_token)).statusCode).toBe(200);
  });

  it('a refresh token dies after 30 days', async () => {
    const { account } = await registerAndVerify(t);
    const { refresh_token } = await login(t, account.email, account.password);
    t.clock.advance(30 * DAY + 1000);
    expectError(await post(t, 'refresh', undefined, bearer(refresh_token)), 401, 'TOKEN_EXPIRED', AUTH_TEXTS.sessionExpired);
  });

  it('refuses calls without a token or with garbage', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me' }), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await me(t, 'not.a.jwt'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

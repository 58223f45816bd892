import { afterEach, describe, expect, it } from 'vitest';
import { authUrl, bearer, expectError, newAccount, post } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const loginFrom = (app: TestApp, email: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password' },
  });

function expectLimited(res: Awaited<ReturnType<typeof loginFrom>>) {
  expectError(res, 429, 'RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('auth rate limits', () => {
  it('limits per IP across accounts, with Retry-After and the envelope', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '100' } });
    for (let i = 0; i < 3; i++) expectError(await loginFrom(t, `a${i}@example.com`, '10.0.0.1'), 401, 'INVALID_CREDENTIALS');
    expectLimited(await loginFrom(t, 'a9@example.com', '10.0.0.1'));
    // Another address is not affected.
    expectError(await loginFrom(t, 'a9@example.com', '10.0.0.2'), 401, 'INVALID_CREDENTIALS');
  });

  it('limits per account (email, any case) across IPs', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_ACCOUNT: '2' } });
    expectError(await loginFrom(t, 'victim@example.com', '10.0.0.1'), 401, 'INVALID_CREDENTIALS');
    expectError(await loginFrom(t, 'VICTIM@example.com', '10.0.0.2'), 401, 'INVALID_CREDENTIALS');
    expectLimited(await loginFrom(t, 'victim@example.com', '10.0.0.3'));
    // Another account from the same IPs is not affected.
    expectError(await loginFrom(t, 'someone@example.com', '10.0.0.3'), 401, 'INVALID_CREDENTIALS');
  });

  it('limits sign-ups too', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1' } });
    expect((await post(t, 'register/email', newAccount())).statusCode).toBe(201);
    const res = await post(t, 'register/email', newAccount());
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits the availability check per IP, and per session when signed in, whatever the IP', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '2' } });
    const app = t;
    const check = (ip: string, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'GET', url: `${authUrl('check')}?email=someone@example.com`, remoteAddress: ip, headers });
    for (let i = 0; i < 3; i++) expect((await check('10.0.0.1')).statusCode).toBe(200);
    expectLimited(await check('10.0.0.1'));

    const guest = (await post(t, 'guest_user/register')).json();
    const signedIn = bearer(guest.access_token);
    expect((await check('10.0.0.2', signedIn)).statusCode).toBe(200);
    expect((await check('10.0.0.3', signedIn)).statusCode).toBe(200);
    expectLimited(await check('10.0.0.4', signedIn));
    // The address itself still has its budget.
    expect((await check('10.0.0.4')).statusCode).toBe(200);
  });
});

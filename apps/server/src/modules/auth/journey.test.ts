import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX, AUTH_TEXTS, authResponseSchema, tokenPairSchema, userSchema } from '@parley/contracts';
import { newAccount } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${AUTH_PREFIX}/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('an account over a real port', () => {
  it('registers, verifies by mail, logs in, refreshes and logs out', async () => {
    const account = newAccount();
    const registered = await call('POST', 'register/email', account);
    expect(registered.status).toBe(201);
    expect(registered.headers.get('content-type')).toMatch(/application\/json/);
    expect(registered.headers.get('x-request-id')).toBeTruthy();
    expect(authResponseSchema.parse(registered.body).user.is_verified).toBe(false);

    const code = codeIn(await t.smtp.next(account.email));
    const verified = await call('POST', 'verify/email', { email: account.email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(AUTH_TEXTS.emailVerified);

    const loggedIn = authResponseSchema.parse(
      (await call('POST', 'login', { email: account.email, password: account.password })).body,
    );
    const me = await call('GET', 'me', undefined, loggedIn.access_token.token);
    expect(me.status).toBe(200);
    expect(userSchema.parse(me.body)).toMatchObject({ email: account.email, is_verified: true });

    const refreshed = await call('POST', 'refresh', undefined, loggedIn.refresh_token.token);
    expect(refreshed.status).toBe(200);
    const pair = tokenPairSchema.parse(refreshed.body);

    const logout = await call('POST', 'logout', undefined, pair.refresh_token.token);
    expect(logout.status).toBe(200);
    const after = await call('GET', 'me', undefined, pair.access_token.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: { error_message: AUTH_TEXTS.sessionExpired, code: 'TOKEN_REVOKED' } });
  });

  it('answers a broken JSON body with the envelope', async () => {
    const res = await fetch(`${base}${AUTH_PREFIX}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: { error_message: 'The request body is not valid JSON', code: 'INVALID_JSON' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, type TokenPair } from '@parley/contracts';
import { bearer, expectError, login, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { sha256 } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: { token: string }) => post(t, 'refresh', undefined, bearer(token));

async function rotate(pair: TokenPair): Promise<TokenPair> {
  const res = await refresh(pair.refresh_token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST refresh', () => {
  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const { account } = await registerAndVerify(t);
    const first = await login(t, account.email, account.password);
    t.clock.advance(1000);
    const second = await rotate(first);
    expect(second.refresh_token.token).not.toBe(first.refresh_token.token);
    expect(second.access_token.token).not.toBe(first.access_token.token);
    expect(Date.parse(second.access_token.expiration_time)).toBe(Date.parse(first.access_token.expiration_time) + 1000);
    const res = await me(t, second.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(account.email);
    const third = await rotate(second);
    expect((await me(t, third.access_token)).statusCode).toBe(200);
  });

  it('reuse of a spent refresh token revokes the whole family, not other sessions', async () => {
    const { account } = await registerAndVerify(t);
    const stolen = await login(t, account.email, account.password);
    const other = await login(t, account.email, account.password);
    const owner = await rotate(stolen);
    const newest = await rotate(owner);

    expectError(await refresh(stolen.refresh_token), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
    // Every token of that family is dead now.
    expectError(await refresh(newest.refresh_token), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
    expectError(await refresh(owner.refresh_token), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
    for (const access of [stolen.access_token, owner.access_token, newest.access_token]) {
      expectError(await me(t, access), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
    }
    // Another login of the same account keeps working.
    expect((await me(t, other.access_token)).statusCode).toBe(200);
    expect((await me(t, (await rotate(other)).access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token, no token and an access token', async () => {
    const { auth } = await registerAndVerify(t);
    expectError(await refresh({ token: 'made-up' }), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
    expectError(await post(t, 'refresh'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await refresh(auth.access_token), 401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired);
  });
});

describe('storage', () => {
  it('keeps refresh tokens hashed and passwords as Argon2id (m=19456, t=2, p=1)', async () => {
    const { account, auth } = await registerAndVerify(t);
    const pair = await login(t, account.email, account.password);
    const stored = (await t.db.select().from(refreshTokens)).map((r) => r.tokenHash);
    expect(stored).not.toContain(pair.refresh_token.token);
    expect(stored).toContain(sha256(pair.refresh_token.token));
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toContain(account.password);
  });
});

describe('POST logout', () => {
  it('ends this session only', async () => {
    const { account } = await registerAndVerify(t);
    const a = await login(t, account.email, account.password);
    const b = await login(t, account.email, account.password);
    const res = await post(t, 'logout', undefined, bearer(a.refresh_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expectError(await me(t, a.access_token), 401, 'TOKEN_REVOKED');
    expectError(await refresh(a.refresh_token), 401, 'TOKEN_REVOKED');
    expect((await me(t, b.access_token)).statusCode).toBe(200);
  });
});

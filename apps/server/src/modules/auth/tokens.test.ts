import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX, AUTH_TEXTS, type TokenPair } from '@parley/contracts';
import { bearer, DAY, expectError, login, me, MINUTE, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
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

describe('answers carrying tokens', () => {
  it('come from the auth module only, and none of its answers may be stored', async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    const carrying = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.responses).includes('"access_token"'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(carrying.length).toBeGreaterThanOrEqual(7);
    for (const operation of carrying) expect(operation.split(' ')[1]!.startsWith(`${AUTH_PREFIX}/`)).toBe(true);

    const account = newAccount();
    const answers = [await post(t, 'register/email', account)];
    const code = codeIn(await t.smtp.next(account.email));
    answers.push(await post(t, 'verify/email', { email: account.email, code }));
    answers.push(await post(t, 'login', { email: account.email, password: account.password }));
    answers.push(await refresh(answers[2]!.json().refresh_token));
    answers.push(await post(t, 'guest_user/register'));
    answers.push(await post(t, 'change_guest_to_user', newAccount(), bearer(answers[4]!.json().access_token)));
    answers.push(await me(t, answers[3]!.json().access_token));
    answers.push(await refresh({ token: 'made-up' }));
    for (const res of answers) expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  });
});

describe('a session', () => {
  // Last in the file: it moves the clock three months on.
  it('ends 90 days after its sign-in, however often it was refreshed', async () => {
    const { account } = await registerAndVerify(t);
    let pair: TokenPair = await login(t, account.email, account.password);
    const end = t.clock.now().getTime() + 90 * DAY;
    for (let month = 0; month < 3; month++) {
      t.clock.advance(29 * DAY);
      pair = await rotate(pair);
    }
    // 87 days in, the new refresh token lives three days, not thirty.
    expect(Date.parse(pair.refresh_token.expiration_time)).toBe(end);
    t.clock.advance(3 * DAY - 5 * MINUTE);
    pair = await rotate(pair);
    expect(Date.parse(pair.access_token.expiration_time)).toBe(end);
    t.clock.advance(5 * MINUTE);
    expectError(await refresh(pair.refresh_token), 401, 'TOKEN_EXPIRED', AUTH_TEXTS.sessionExpired);
    expectError(await me(t, pair.access_token), 401, 'TOKEN_EXPIRED');
    // Signing in again starts another 90 days.
    expect((await me(t, (await login(t, account.email, account.password)).access_token)).statusCode).toBe(200);
  });
});

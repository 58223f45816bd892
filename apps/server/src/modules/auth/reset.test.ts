import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { bearer, expectError, login, me, MINUTE, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const step1 = (email: string) => post(t, 'reset/email/step1', { email });
const step2 = (body: { email: string; code: string; password: string }) => post(t, 'reset/email/step2', body);

describe('POST reset/email/step1', () => {
  it('answers the same 200 for unknown and known addresses, mailing only the real one', async () => {
    const { account } = await registerAndVerify(t);
    const unknown = await step1('ghost@example.com');
    const known = await step1(account.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: AUTH_TEXTS.resetSent });
    expect(known.body).toBe(unknown.body);

    const mail = await t.smtp.next(account.email);
    expect(mail.text).toContain(codeIn(mail));
    expect(mail.html).toContain(codeIn(mail));
    await expect(t.smtp.next('ghost@example.com', 300)).rejects.toThrow(/no mail/);
  });

  it('validates the email', async () => {
    expectError(await step1('nope'), 400, 'VALIDATION_ERROR', AUTH_TEXTS.emailInvalid);
  });
});

describe('POST reset/email/step2', () => {
  it('sets the new password and ends every session of the account', async () => {
    const { account } = await registerAndVerify(t);
    const sessionA = await login(t, account.email, account.password);
    const sessionB = await login(t, account.email, account.password);
    await step1(account.email);
    const code = codeIn(await t.smtp.next(account.email));

    const res = await step2({ email: account.email, code, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_TEXTS.passwordChanged });

    expectError(
      await post(t, 'login', { email: account.email, password: account.password }),
      401,
      'INVALID_CREDENTIALS',
      AUTH_TEXTS.invalidCredentials,
    );
    const fresh = await login(t, account.email, 'brand-new-pass');
    expect((await me(t, fresh.access_token)).statusCode).toBe(200);

    for (const old of [sessionA, sessionB]) {
      expectError(await post(t, 'refresh', undefined, bearer(old.refresh_token)), 401, 'TOKEN_REVOKED');
      expectError(await me(t, old.access_token), 401, 'TOKEN_REVOKED');
    }
    // The code is single-use.
    expectError(
      await step2({ email: account.email, code, password: 'another-pass' }),
      400,
      'CODE_INVALID',
      AUTH_TEXTS.codeInvalid,
    );
  });

  it('refuses a wrong or expired code and keeps the old password', async () => {
    const { account } = await registerAndVerify(t);
    await step1(account.email);
    const code = codeIn(await t.smtp.next(account.email));
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await step2({ email: account.email, code: wrong, password: 'brand-new-pass' }),
      400,
      'CODE_INVALID',
      AUTH_TEXTS.codeInvalid,
    );
    t.clock.advance(16 * MINUTE);
    expectError(
      await step2({ email: account.email, code, password: 'brand-new-pass' }),
      400,
      'CODE_EXPIRED',
      AUTH_TEXTS.codeExpired,
    );
    expect((await login(t, account.email, account.password)).user.email).toBe(account.email);
  });

  it('validates the new password', async () => {
    expectError(
      await step2({ email: 'a@example.com', code: '123456', password: '123' }),
      400,
      'VALIDATION_ERROR',
      AUTH_TEXTS.passwordTooShort,
    );
  });
});

describe('POST password', () => {
  const change = (token: Parameters<typeof bearer>[0] | null, body: object) =>
    post(t, 'password', body, token ? bearer(token) : {});

  it('changes the password with the current one and ends every other session, not this one', async () => {
    const { account, auth } = await registerAndVerify(t);
    const elsewhere = await login(t, account.email, account.password);
    expectError(
      await change(auth.access_token, { current_password: 'not-my-password', new_password: 'brand-new-pass' }),
      400,
      'VALIDATION_ERROR',
      AUTH_TEXTS.currentPasswordWrong,
    );
    expectError(
      await change(auth.access_token, { current_password: account.password, new_password: 'abc' }),
      400,
      'VALIDATION_ERROR',
      AUTH_TEXTS.passwordTooShort,
    );
    expectError(await change(null, { current_password: account.password, new_password: 'brand-new-pass' }), 401, 'UNAUTHORIZED');
    // Nothing changed by the refusals.
    expect((await me(t, elsewhere.access_token)).statusCode).toBe(200);

    const res = await change(auth.access_token, { current_password: account.password, new_password: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_TEXTS.otherSessionsEnded });
    expect((await me(t, auth.access_token)).statusCode).toBe(200);
    expectError(await me(t, elsewhere.access_token), 401, 'TOKEN_REVOKED');
    expectError(await post(t, 'login', { email: account.email, password: account.password }), 401, 'INVALID_CREDENTIALS');
    expect((await login(t, account.email, 'brand-new-pass')).user.email).toBe(account.email);
  });

  it('refuses a guest, who has no password to change', async () => {
    const guest = (await post(t, 'guest_user/register')).json();
    expectError(
      await change(guest.access_token, { new_password: 'brand-new-pass' }),
      403,
      'FORBIDDEN',
      AUTH_TEXTS.guestHasNoPassword,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { expectError, MINUTE, post, register } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (email: string | undefined, code: string) => post(t, 'verify/email', { email, code });
const resend = (email: string) => post(t, 'verify/email/resend', { email });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST verify/email', () => {
  it('verifies with the mailed code (the address in any case)', async () => {
    const { account, code } = await register(t);
    const res = await verify(account.email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_TEXTS.emailVerified, user: { email: account.email, is_verified: true } });
    // Verified now: asked again it answers as for an address nobody has, which tells nothing of the account.
    const again = await verify(account.email, code);
    expectError(again, 400, 'CODE_INVALID', AUTH_TEXTS.codeInvalid);
    expect(again.body).toBe((await verify('nobody@example.com', code)).body);
  });

  it('refuses a wrong code with 400 CODE_INVALID, and the right code still works', async () => {
    const { account, code } = await register(t);
    expectError(await verify(account.email, wrong(code)), 400, 'CODE_INVALID', AUTH_TEXTS.codeInvalid);
    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries; a resent code works', async () => {
    const { account, code } = await register(t);
    for (let i = 1; i <= 4; i++)
      expectError(await verify(account.email, wrong(code)), 400, 'CODE_INVALID', AUTH_TEXTS.codeInvalid);
    expectError(await verify(account.email, wrong(code)), 400, 'CODE_EXHAUSTED', AUTH_TEXTS.codeExhausted);
    expectError(await verify(account.email, code), 400, 'CODE_EXHAUSTED', AUTH_TEXTS.codeExhausted);

    t.clock.advance(MINUTE);
    const res = await resend(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_TEXTS.codeSent });
    const fresh = codeIn(await t.smtp.next(account.email));
    expect((await verify(account.email, fresh)).statusCode).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const { account, code } = await register(t);
    t.clock.advance(15 * MINUTE + 1000);
    expectError(await verify(account.email, code), 400, 'CODE_EXPIRED', AUTH_TEXTS.codeExpired);
  });

  it('accepts a code just before its 15 minutes are up', async () => {
    const { account, code } = await register(t);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it('answers "There is no Email!" without an email', async () => {
    for (const email of [undefined, '', 'nope']) {
      const detail = expectError(await verify(email, '123456'), 400, 'VALIDATION_ERROR', AUTH_TEXTS.noEmail);
      expect(detail.errors).toContainEqual({ loc: ['body', 'email'], msg: AUTH_TEXTS.noEmail });
    }
  });

  it('checks the code format and an unknown address', async () => {
    expectError(await post(t, 'verify/email', { email: 'x@example.com' }), 400, 'VALIDATION_ERROR', AUTH_TEXTS.codeRequired);
    expectError(await verify('x@example.com', '12ab'), 400, 'VALIDATION_ERROR', AUTH_TEXTS.codeFormat);
    expectError(await verify('nobody@example.com', '123456'), 400, 'CODE_INVALID', AUTH_TEXTS.codeInvalid);
  });
});

describe('POST verify/email/resend', () => {
  it('allows one resend a minute: 429 with Retry-After, then again after 60 s', async () => {
    const { account, code: first } = await register(t);
    const early = await resend(account.email);
    expectError(early, 429, 'RATE_LIMITED', AUTH_TEXTS.resendTooSoon);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    t.clock.advance(60_000);
    const later = await resend(account.email);
    expect(later.statusCode).toBe(200);
    const second = codeIn(await t.smtp.next(account.email));
    // The new code replaces the old one.
    if (second !== first) expectError(await verify(account.email, first), 400, 'CODE_INVALID', AUTH_TEXTS.codeInvalid);
    expect((await verify(account.email, second)).statusCode).toBe(200);

    // Verified now: the same answer as for an unknown address, and no mail.
    const verified = await resend(account.email);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe((await resend('ghost@example.com')).body);
    await expect(t.smtp.next(account.email, 300)).rejects.toThrow(/no mail/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await resend('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_TEXTS.codeSent });
    await expect(t.smtp.next('ghost@example.com', 300)).rejects.toThrow(/no mail/);
  });
});

// Postgres pass too: parallel tries of one code race for its counter.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, EMAIL_CODE_MAX_ATTEMPTS } from '@parley/contracts';
import { emailCodes } from '../../db/schema/index.ts';
import { DAY, expectError, MINUTE, post, register } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (email: string, code: string) => post(t, 'verify/email', { email, code });
/** `n` codes that are not `right`, all different. */
const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n + 1 }, (_, i) => String(i * 111_111 + 7).padStart(6, '0'))
    .filter((code) => code !== right)
    .slice(0, n);
const codesOf = (responses: { json(): { detail?: { code: string } } }[]) =>
  responses.map((res) => res.json().detail?.code ?? 'OK').sort();

async function wrongTries(userId: number) {
  const rows = await t.db
    .select({ attempts: emailCodes.attempts })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, 'verify')));
  return rows.reduce((sum, row) => sum + row.attempts, 0);
}

describe('tries of an emailed code', () => {
  it('are judged one at a time: no guess sent in parallel gets past the five a code allows', async () => {
    const { account, auth, code } = await register(t);
    // Nine wrong guesses and the right code, all at once.
    const tries = [...wrongCodes(code, 9), code];
    const answers = await Promise.all(tries.map((guess) => verify(account.email, guess)));
    const accepted = answers[9]!.statusCode === 200;
    const counted = await wrongTries(auth.user.id);
    // Either the right code came before the fifth wrong one (and the code died with its use), or it came after the
    // code was exhausted. Judged side by side, all nine wrong ones were compared and the right one still passed.
    if (accepted) expect(counted).toBeLessThan(EMAIL_CODE_MAX_ATTEMPTS);
    else expect(counted).toBe(EMAIL_CODE_MAX_ATTEMPTS);
    expect(codesOf(answers.slice(0, 9)).filter((c) => c === 'CODE_INVALID').length).toBeGreaterThanOrEqual(4);
  });

  it('lock the account after ten wrong in 24 hours, verification and reset together, and tell the owner', async () => {
    const { account, auth, code } = await register(t);
    // Every wrong guess sent in parallel counts.
    const first = await Promise.all(wrongCodes(code, 5).map((guess) => verify(account.email, guess)));
    expect(codesOf(first)).toEqual(['CODE_EXHAUSTED', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID']);
    t.clock.advance(MINUTE);
    expect((await post(t, 'verify/email/resend', { email: account.email })).statusCode).toBe(200);
    const second = codeIn(await t.smtp.next(account.email));
    const more = await Promise.all(wrongCodes(second, 6).map((guess) => verify(account.email, guess)));
    expect(codesOf(more)).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_LOCKED', 'CODE_LOCKED']);
    expect(await wrongTries(auth.user.id)).toBe(10);

    const locked = await verify(account.email, second);
    expectError(locked, 429, 'CODE_LOCKED', AUTH_TEXTS.codesLocked);
    // Until the first of the ten is a day old.
    expect(Number(locked.headers['retry-after'])).toBe(DAY / 1000 - 60);
    const mail = await t.smtp.next(account.email);
    expect(mail.subject).toBe('Codes for your Parley account are locked');
    expect(mail.text).toContain('10 wrong codes');

    // A reset code is refused too, right as it is.
    expect((await post(t, 'reset/email/step1', { email: account.email })).statusCode).toBe(200);
    const reset = codeIn(await t.smtp.next(account.email));
    expectError(
      await post(t, 'reset/email/step2', { email: account.email, code: reset, password: 'brand-new-pass' }),
      429,
      'CODE_LOCKED',
    );

    t.clock.advance(DAY);
    expect((await post(t, 'verify/email/resend', { email: account.email })).statusCode).toBe(200);
    expect((await verify(account.email, codeIn(await t.smtp.next(account.email)))).statusCode).toBe(200);
    // The owner was told once: the tries refused while locked sent nothing more.
    expect(t.smtp.received.filter((mail) => mail.to.includes(account.email))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { bearer, expectError, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The refusal names the field, so the form shows it there. */
function expectTooCommon(res: Awaited<ReturnType<typeof post>>, field: string) {
  const detail = expectError(res, 400, 'VALIDATION_ERROR', AUTH_TEXTS.passwordTooCommon);
  expect(detail.errors).toEqual([{ loc: ['body', field], msg: AUTH_TEXTS.passwordTooCommon }]);
}

describe('a new password', () => {
  it('is none of the 10,000 most common, in any case, wherever one is chosen', async () => {
    // Ranked 228th, 3777th and 6576th in the list: long enough, and still among the first to be guessed.
    expectTooCommon(await post(t, 'register/email', newAccount({ password: 'Password1' })), 'password');
    expectTooCommon(await post(t, 'register/email', newAccount({ password: 'test1234' })), 'password');

    const { account } = await registerAndVerify(t);
    await post(t, 'reset/email/step1', { email: account.email });
    const code = codeIn(await t.smtp.next(account.email));
    expectTooCommon(await post(t, 'reset/email/step2', { email: account.email, code, password: 'ILOVEYOU1' }), 'password');
    // The refusal did not spend the code.
    const reset = await post(t, 'reset/email/step2', { email: account.email, code, password: 'tea-for-two-2' });
    expect(reset.statusCode, reset.body).toBe(200);

    const signedIn = (await post(t, 'login', { email: account.email, password: 'tea-for-two-2' })).json();
    const change = { current_password: 'tea-for-two-2', new_password: 'qwerty123' };
    expectTooCommon(await post(t, 'password', change, bearer(signedIn.access_token)), 'new_password');

    const guest = (await post(t, 'guest_user/register')).json();
    const kept = { ...newAccount(), password: 'password1' };
    expectTooCommon(await post(t, 'change_guest_to_user', kept, bearer(guest.access_token)), 'password');
  });
});

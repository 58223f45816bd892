import { completeOnboardingOf, registerByUi, toast, typeCode } from '../support/app.ts';
import { expect, mailedCode, mailsTo, test, uniqueUser } from '../support/fixtures.ts';
import { RESEND_INTERVAL_SECONDS } from '../support/ports.ts';

const RESEND_INTERVAL_MS = RESEND_INTERVAL_SECONDS * 1000;
const tooSoon = 'Please wait a minute before asking for another code';

// The server sends at most one code per interval, and the code mailed at sign-up counts: the only way to see a
// successful resend for real is to wait the interval out. The e2e server's interval is seconds, not the minute of
// production (EMAIL_CODE_RESEND_INTERVAL_SECONDS), so the wait costs little.
test('resend: refused within the interval (429 text), then a new code is mailed, the old one dies and the new one verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(RESEND_INTERVAL_MS + 45_000);
  const user = uniqueUser('resend');
  await registerByUi(page, user);
  await completeOnboardingOf(page, request);
  const registeredAt = Date.now();
  const firstCode = await mailedCode(user.email);
  const resend = page.getByRole('button', { name: 'Resend code', exact: true });

  // Within the interval after sign-up: a 429 and the contract's text, and no new mail.
  const refused = page.waitForResponse((r) => r.url().endsWith('/auth/verify/email/resend'));
  await resend.click();
  const refusal = await refused;
  expect(refusal.status()).toBe(429);
  expect(Number(refusal.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: tooSoon })).toBeVisible();

  await page.waitForTimeout(Math.max(0, registeredAt + RESEND_INTERVAL_MS + 1_000 - Date.now()));
  expect(await mailsTo(user.email)).toHaveLength(1);

  const accepted = page.waitForResponse((r) => r.url().endsWith('/auth/verify/email/resend'));
  await resend.click();
  expect((await accepted).status()).toBe(200);
  await expect(toast(page, 'We sent a new code to your email')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: tooSoon })).toHaveCount(0);
  const secondCode = await mailedCode(user.email, 1);

  // A second resend right away is refused again.
  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: tooSoon })).toBeVisible();
  expect(await mailsTo(user.email)).toHaveLength(2);

  // The new code replaced the old one.
  if (secondCode !== firstCode) {
    await typeCode(page, firstCode);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('This code is not correct', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
  }
  await typeCode(page, secondCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Your email is verified')).toBeVisible();
  await expect(page).toHaveURL('/events');
});

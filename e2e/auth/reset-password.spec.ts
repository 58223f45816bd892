import { codeBoxes, logIn, toast, typeCode, verifiedUserByApi } from '../support/app.ts';
import { expect, mailedCode, mailsTo, test, uniqueUser } from '../support/fixtures.ts';

const sentText = 'If an account exists for this email, we sent a code to it';

test('reset in two steps: the mailed code and a new password; the old password stops working', async ({ page, request }) => {
  const user = await verifiedUserByApi(request); // its verification code was mail 0
  const newPassword = 'brand-new-pass-2';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('alert').filter({ hasText: sentText })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reset code' })).toBeVisible();
  const code = await mailedCode(user.email, 1);
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));

  // The two passwords must match before anything is sent.
  await typeCode(page, code, 'Reset code');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  // A wrong code is refused by the server.
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await codeBoxes(page, 'Reset code')[0]!.click();
  await page.keyboard.press('Delete');
  await page.keyboard.type(wrong[0]!);
  const refused = page.waitForResponse((r) => r.url().endsWith('/auth/reset/email/step2'));
  await page.getByRole('button', { name: 'Change password' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('This code is not correct')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toHaveCount(0);

  await codeBoxes(page, 'Reset code')[0]!.click();
  await page.keyboard.type(code[0]!);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, user.email, newPassword);
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
});

test('step 1 answers the same for an unknown email and mails nobody', async ({ page }) => {
  const nobody = uniqueUser('nobody');
  await page.goto('/forget_password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(nobody.email);
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/reset/email/step1'));
  await page.getByRole('button', { name: 'Send code' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: sentText })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reset code' })).toBeVisible();

  // "Use another email" goes back to step 1 with the address kept.
  await page.getByRole('button', { name: 'Use another email' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(nobody.email);
  // Give a misdirected mail time to arrive before checking that none did.
  await page.waitForTimeout(500);
  expect(await mailsTo(nobody.email)).toHaveLength(0);
});

import { logIn, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { button, logInToSection, openSection } from './settings-page.ts';

test('deleting needs the confirmation, signs out, and a login during the grace period can keep the account', async ({
  page,
  request,
}) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'settings', 'Settings');

  await button(page, 'Delete account').click();
  await expect(page.getByText('You need to confirm that you want to delete your account')).toBeVisible();
  await expect(page).toHaveURL('/profile/settings');

  await page.getByRole('checkbox', { name: 'I want to delete my account' }).check();
  await button(page, 'Delete account').click();
  await expect(toast(page, 'Your account will be deleted in 14 days')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/(profile\/settings|events)$/);
  await openSection(page, 'settings', 'Settings');
  await expect(page.getByText(/^Your account will be deleted on /)).toBeVisible();
  await button(page, 'Keep my account').click();
  await expect(button(page, 'Delete account')).toBeVisible();

  await page.reload();
  await expect(button(page, 'Delete account')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Your account will be deleted on /)).toHaveCount(0);
});

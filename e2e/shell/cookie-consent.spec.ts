import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, test } from '../support/fixtures.ts';

test.use({ cookieConsent: 'first-visit' });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Parley' });
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_KEY);

test('the dialog opens modally on a first visit; the choice is stored and remembered after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(dialog(page)).toBeVisible();

  // Modal: focus is inside, the page behind is hidden from assistive technology and cannot be clicked.
  // (MUI focuses the dialog's container first; Tab then walks the dialog's controls and never leaves it.)
  const focusInDialog = page.locator(':focus:has([role="dialog"]), [role="dialog"]:focus, [role="dialog"] :focus');
  await expect(focusInDialog).toHaveCount(1);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page.getByText('Log in to Parley')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up', includeHidden: true })).toBeVisible();
  const blocked = await page
    .getByRole('link', { name: 'Sign up', includeHidden: true })
    .click({ timeout: 1_000 })
    .then(
      () => false,
      () => true,
    );
  expect(blocked).toBe(true);
  await expect(page).toHaveURL('/login');

  const necessary = dialog(page).getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Product analytics', 'Web analytics', 'Chat support']) {
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
  }
  for (const name of ['Only necessary', 'Save choices', 'Accept all']) {
    await expect(dialog(page).getByRole('button', { name })).toBeVisible();
  }
  expect(await stored(page)).toBeNull();

  await dialog(page).getByRole('switch', { name: 'Web analytics' }).check();
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ productAnalytics: false, webAnalytics: true, chatSupport: false });
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // "Cookie settings" in the footer reopens it with the stored choice, and focus returns to the button after.
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('switch', { name: 'Web analytics' })).toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Product analytics' })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(await stored(page)).toMatchObject({ productAnalytics: true, webAnalytics: true, chatSupport: true });

  await settings.click();
  await dialog(page).getByRole('button', { name: 'Only necessary' }).click();
  expect(await stored(page)).toMatchObject({ productAnalytics: false, webAnalytics: false, chatSupport: false });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('closing the dialog with Escape decides nothing, so it asks again on the next visit', async ({ page }) => {
  await page.goto('/register');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await stored(page)).toBeNull();

  await page.reload();
  await expect(dialog(page)).toBeVisible();
});

import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, test } from '../support/fixtures.ts';

test.use({ cookieConsent: 'first-visit' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Parley' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Parley' });
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_KEY);

test('a banner asks on a first visit and leaves the page usable; the choice is stored and remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('We use cookies to keep you signed in.');
  for (const name of ['Choose cookies', 'Only necessary', 'Accept all']) {
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  // Not modal: the page is there for everyone and takes input while the question waits.
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await page.getByLabel('Email').fill('ana@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.com');
  // At the bottom of the screen, over nothing it cannot be scrolled off.
  const box = (await banner(page).boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);

  // The settings are a modal dialog: focus stays inside until it closes.
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  await expect(dialog(page)).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
  }
  const necessary = dialog(page).getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Product analytics', 'Web analytics', 'Chat support']) {
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
  }
  expect(await stored(page)).toBeNull();

  await dialog(page).getByRole('switch', { name: 'Web analytics' }).check();
  await dialog(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ productAnalytics: false, webAnalytics: true, chatSupport: false });
  // The banner that opened the settings is gone; the page's content has the focus, not the document's start.
  await expect(page.locator('#main')).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // "Cookie settings" in the footer reopens the dialog with the stored choice, and focus returns to the button after.
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(dialog(page).getByRole('switch', { name: 'Web analytics' })).toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Product analytics' })).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(await stored(page)).toMatchObject({ productAnalytics: true, webAnalytics: true, chatSupport: true });
  await expect(banner(page)).toHaveCount(0);
});

test('closing the settings decides nothing: the banner keeps asking, on this visit and the next', async ({ page }) => {
  await page.goto('/register');
  await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await stored(page)).toBeNull();

  await page.reload();
  await expect(banner(page)).toBeVisible();
  // Answered from the keyboard, the banner goes and the page keeps the focus.
  await banner(page).getByRole('button', { name: 'Only necessary' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  expect(await stored(page)).toMatchObject({ productAnalytics: false, webAnalytics: false, chatSupport: false });
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

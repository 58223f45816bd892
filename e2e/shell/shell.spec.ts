import type { Page } from '@playwright/test';
import { DEMO, expectNotFound, logInAt } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

const expectBackground = (page: Page, color: string) => expect(page.locator('body')).toHaveCSS('background-color', color);
const LIGHT = 'rgb(248, 250, 252)';
const DARK = 'rgb(15, 23, 42)';

test('theme: Browser follows the system, Light and Dark override it, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expectBackground(page, DARK);

  const pick = async (name: string) => {
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name, exact: true }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  };
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Browser' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  await pick('Light');
  await expectBackground(page, LIGHT);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await expectBackground(page, LIGHT);
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'light' });
  await pick('Dark');
  await expectBackground(page, DARK);
  await pick('Browser');
  await expectBackground(page, LIGHT);
});

test('an unknown address shows the not-found page; "Back to home" leads to the login or the events', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expectNotFound(page);
  await expect(page).toHaveURL('/no/such/page?x=1');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/login');

  await logInAt(page, DEMO.email, DEMO.password);
  await page.goto('/definitely-not-a-page');
  await expectNotFound(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/events');
});

test('a page whose code fails to load shows the error screen, and Reload recovers', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  // As after a deploy that removed the old chunk: the register page's code cannot be fetched.
  await page.route('**/assets/RegisterPage-*.js', (route) => route.abort());
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: 'An error has occurred, we will fix it as soon as possible' });
  await expect(error).toBeVisible();
  // The header and footer stay around the error.
  await expect(page.getByRole('link', { name: 'Parley home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();

  await page.unrouteAll();
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('the next-session card says "something went wrong" when the events service fails', async ({ page }) => {
  await page.route('**/api/v1/sdk/event/event/current*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":{"error_message":"boom"}}' }),
  );
  await logInAt(page, DEMO.email, DEMO.password);
  const card = page.getByRole('region', { name: 'Your next session' });
  await expect(card.getByText('something went wrong')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('You have no upcoming sessions at the moment')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'English Events' })).toBeVisible();
});

test('footer links open the terms and the privacy policy', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveTitle(/Terms of use/);
  await page.goBack();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle(/Privacy/);
});

test('the skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  // The page is shown from its HTML before the app runs, and takes no keys until then.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the dashboard keeps its left column beside the page on a desktop and stacks it on a phone', async ({ page }) => {
  await logInAt(page, DEMO.email, DEMO.password);
  const welcome = page.getByRole('region', { name: `Welcome, ${DEMO.fullName}` });
  const title = page.getByRole('heading', { level: 1, name: 'English Events' });

  await page.setViewportSize({ width: 1280, height: 800 });
  let [w, t] = [await welcome.boundingBox(), await title.boundingBox()];
  expect(t!.x).toBeGreaterThan(w!.x + w!.width - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThan((await welcome.boundingBox())!.y);
  [w, t] = [await welcome.boundingBox(), await title.boundingBox()];
  expect(t!.y).toBeGreaterThan(w!.y + w!.height - 1);
  expect(t!.x).toBeLessThan(w!.x + 40);
});

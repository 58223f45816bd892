import type { Page } from '@playwright/test';
import { signedInLearner } from '../recordings/recordings.ts';
import { expect, test } from '../support/fixtures.ts';

/** Holds the app's entry script until `release` is called: what the browser shows before the app runs. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false, cookieConsent: 'first-visit' });

  test('a public page arrives as HTML: its title, its content and the cookie question', async ({ page }) => {
    for (const [path, title, heading] of [
      ['/login', 'Log in · Parley', 'Log in to Parley'],
      ['/register', 'Sign up · Parley', 'Create your account'],
      ['/forget_password', 'Reset your password · Parley', 'Reset your password'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('We use cookies to keep you signed in.')).toBeVisible();
    }
    await page.goto('/pricing');
    await expect(page.getByText('Speak more, learn faster.')).toBeVisible();
    // A page with parameters, or one for signed-in users, is the app's alone.
    await page.goto('/events');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('on a first visit', () => {
  test.use({ cookieConsent: 'first-visit' });

  test('the app takes the page over without replacing or moving what was shown, and it works', async ({ page }) => {
    const release = await holdTheApp(page);
    // The browser's sum of layout shifts, and later the elements shown from the HTML (run in the page).
    await page.addInitScript(`
      window.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto('/login', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Log in to Parley' });
    await expect(heading).toBeVisible();
    // Nothing takes input before the app can handle it.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.evaluate('document.fonts.ready');
    const shiftedBefore = (await page.evaluate(`
      window.shown = [...document.querySelectorAll('h1, p, input, button')];
      window.shifted;
    `)) as number;

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const { replaced, shifted } = (await page.evaluate(
      '({ replaced: window.shown.filter((element) => !element.isConnected).length, shifted: window.shifted })',
    )) as { replaced: number; shifted: number };
    expect(replaced).toBe(0);
    expect(shifted - shiftedBefore).toBeLessThan(0.001);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  });

  test('a dark-theme visitor is not shown the light page first', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeVisible();
  });
});

test('a signed-in visitor is not shown the signed-out page on the way to theirs', async ({ page, request }) => {
  await signedInLearner(page, request);
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.getByText('We use cookies to keep you signed in.')).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/events');
});

test('a visitor who answered the cookie question is shown the page without it', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/pricing', { waitUntil: 'commit' });
  await expect(page.getByText('Speak more, learn faster.')).toBeVisible();
  await expect(page.getByText('We use cookies to keep you signed in.')).toHaveCount(0);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});

import { codeBoxes, DEMO, logInAt, registerByApi, typeCode } from '../support/app.ts';
import { expect, expectAccessible, mailedCode, test } from '../support/fixtures.ts';

// axe-core in the page; serious and critical violations fail. Each page is checked in the states people see.

test('/login, also with the "log in first" notice and a failed login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/events');
  await expect(page.getByRole('alert').filter({ hasText: 'You have to login first' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await expectAccessible(page);
});

test('/register, empty and with every field error', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('You must choose a status')).toBeVisible();
  await expectAccessible(page);
});

test('/verify, empty and with a wrong code', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto(`/verify?email=${encodeURIComponent(user.email)}`);
  await expect(codeBoxes(page)[0]!).toBeVisible();
  await expectAccessible(page);
  const wrong = (await mailedCode(user.email)).replace(/^./, (d) => String((Number(d) + 1) % 10));
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('This code is not correct')).toBeVisible();
  await expectAccessible(page);
});

test('/forget_password, both steps', async ({ page }) => {
  await page.goto('/forget_password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('group', { name: 'Reset code' })).toBeVisible();
  await expectAccessible(page);
});

test('/events in light and dark themes', async ({ page }) => {
  // The list shows up to 12 event cards once other specs have created events: axe runs twice on a full page.
  test.slow();
  await logInAt(page, DEMO.email, DEMO.password);
  // The demo seed (ADR 0068) gives the demo learner upcoming sessions: axe sees the card with the next one.
  await expect(page.getByRole('region', { name: 'Your next session' }).getByRole('link')).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expectAccessible(page);
});

test('/try_pengguin, the not-found page and the account menu', async ({ page }) => {
  await page.goto('/try_pengguin');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Parley free' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start as a guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your account' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a first visit', () => {
  test.use({ cookieConsent: 'first-visit' });
  test('the cookie banner and its settings', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Cookies on Parley' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies on Parley' })).toBeVisible();
    await expectAccessible(page);
  });
});

import type { Page } from '@playwright/test';
import { fillRegisterForm, registerByApi } from '../support/app.ts';
import { expect, mailsTo, test, uniqueUser } from '../support/fixtures.ts';

const signUp = (page: Page) => page.getByRole('button', { name: 'Sign up', exact: true }).click();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an empty form names every missing field and sends nothing', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => void (r.url().includes('/auth/register/') && calls++));
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await signUp(page);

  await expect(page.getByText('You must choose a status', { exact: true })).toBeVisible();
  await expect(page.getByText('Username must be 3 to 30 characters')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  // An empty password is too short rather than "required" on this form (the contract's newPasswordSchema).
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  // Each error describes its field for screen readers.
  await expect(field(page, 'Username')).toHaveAccessibleDescription('Username must be 3 to 30 characters');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
  for (const name of ['Username', 'Email', 'Password']) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'false');

  // Choosing a status clears its error.
  await page.getByRole('group', { name: 'I want to' }).getByRole('radio', { name: 'Teach' }).check();
  await signUp(page);
  await expect(page.getByText('You must choose a status')).toHaveCount(0);
  expect(calls).toBe(0);
  await expect(page).toHaveURL('/register');
});

test('bad values get the contract texts; the bio counter counts up to 50', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('0/50', { exact: true })).toBeVisible();
  await fillRegisterForm(page, { intent: 'Learn', username: 'no spaces!', email: 'dana@', password: '12345', bio: 'I like tea' });
  await expect(page.getByText('10/50', { exact: true })).toBeVisible();
  await signUp(page);
  await expect(page.getByText('Username may only use letters, digits, _ and .')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await fillRegisterForm(page, { username: 'ab', bio: 'x'.repeat(51) });
  await expect(page.getByText('51/50', { exact: true })).toHaveCount(0); // the error replaces the counter once shown
  await signUp(page);
  await expect(page.getByText('Username must be 3 to 30 characters')).toBeVisible();
  await expect(page.getByText('Bio must be at most 50 characters')).toBeVisible();

  await fillRegisterForm(page, { bio: 'x'.repeat(50) });
  await signUp(page);
  await expect(page.getByText('Bio must be at most 50 characters')).toHaveCount(0);
  await expect(page.getByText('50/50', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('a taken username and a taken email are named under their fields (409 from the server)', async ({ page, request }) => {
  const existing = await registerByApi(request, uniqueUser('dup'));
  const fresh = uniqueUser('fresh');
  await page.goto('/register');

  await fillRegisterForm(page, { intent: 'Learn', username: existing.username, email: fresh.email, password: fresh.password });
  const first = page.waitForResponse((r) => r.url().endsWith('/auth/register/email'));
  await signUp(page);
  expect((await first).status()).toBe(409);
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('An account with this email already exists')).toHaveCount(0);

  await fillRegisterForm(page, { username: fresh.username, email: existing.email });
  const second = page.waitForResponse((r) => r.url().endsWith('/auth/register/email'));
  await signUp(page);
  expect((await second).status()).toBe(409);
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/register');

  // With both fixed the account is created; the failed tries mailed nobody.
  expect(await mailsTo(fresh.email)).toHaveLength(0);
  await fillRegisterForm(page, { email: fresh.email });
  await signUp(page);
  await expect(page).toHaveURL('/verify');
  await expect.poll(async () => (await mailsTo(fresh.email)).length).toBe(1);
  expect(await mailsTo(existing.email)).toHaveLength(1);
});

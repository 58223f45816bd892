import type { Page } from '@playwright/test';
import { AUTH_API, DEMO, logIn, logInAt, logOut, SESSION_KEY, storedSession, verifiedUserByApi } from '../support/app.ts';
import { expect, mailedCode, test } from '../support/fixtures.ts';

/** Makes the stored access token look expired, as it is 15 minutes after login. */
async function expireAccessToken(page: Page) {
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!) as { access_token: { expiration_time: string } };
    session.access_token.expiration_time = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem(key, JSON.stringify(session));
  }, SESSION_KEY);
}

test('an expired access token is refreshed once, behind the scenes, and the refresh token rotates', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInAt(page, user.email, user.password);
  const before = await storedSession(page);
  await expireAccessToken(page);

  const refreshes: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/auth/refresh') && refreshes.push(r.url())));
  await page.reload();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
  await expect(page.getByText('You have no upcoming sessions at the moment')).toBeVisible();

  await expect.poll(async () => (await storedSession(page))?.refresh_token.token).not.toBe(before!.refresh_token.token);
  // Several calls needed a token at start-up, but they waited for one refresh.
  expect(refreshes).toHaveLength(1);
  const after = await storedSession(page);
  expect(Date.parse(after!.access_token.expiration_time)).toBeGreaterThan(Date.now());
});

test('a session ended elsewhere (password reset) logs out with "Your session has expired"', async ({ page, request }) => {
  const user = await verifiedUserByApi(request); // verification code: mail 0
  await logInAt(page, user.email, user.password);
  // The page's first calls are done before the reset: one answered 401 afterwards would end the session early.
  await expect(page.getByText('You have no upcoming sessions at the moment')).toBeVisible({ timeout: 15_000 });

  // The password is reset from another device: every refresh token of the account is revoked.
  expect((await request.post(`${AUTH_API}/reset/email/step1`, { data: { email: user.email } })).status()).toBe(200);
  const code = await mailedCode(user.email, 1);
  const reset = await request.post(`${AUTH_API}/reset/email/step2`, {
    data: { email: user.email, code, password: 'another-pass-9' },
  });
  expect(reset.status()).toBe(200);

  await expireAccessToken(page);
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired. Please log in again' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();

  // Coming back: the new password works and the visitor returns to the events.
  await logIn(page, user.email, 'another-pass-9');
  await expect(page).toHaveURL('/events');
});

test('logging in and out in one tab is followed by the other tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/login');
  await logInAt(first, DEMO.email, DEMO.password);
  // The second tab, on a public-only page, moves on to the events by itself.
  await expect(second).toHaveURL('/events');
  await expect(second.getByRole('heading', { name: `Welcome, ${DEMO.fullName}` })).toBeVisible();

  await logOut(first);
  await expect(second).toHaveURL('/login');
  await expect(second.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

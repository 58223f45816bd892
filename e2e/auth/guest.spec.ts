import { codeBoxes, completeOnboardingOf, storedSession, toast, typeCode } from '../support/app.ts';
import { expect, mailedCode, mailsTo, test, uniqueUser } from '../support/fixtures.ts';

test('guest trial: start without an email, use the dashboard, then keep the account and verify it', async ({ page, request }) => {
  await page.goto('/try_pengguin');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Parley free' })).toBeVisible();
  await page.getByRole('button', { name: 'Start as a guest' }).click();

  // Signed in as a guest at once: the offer to keep the account replaces the start button.
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your account' })).toBeVisible();
  const guest = await storedSession(page);
  expect(guest?.user).toMatchObject({ is_guest: true, email: null });
  const guestName = guest!.user.username;

  // A guest may use the dashboard without an email to verify.
  await page.getByRole('link', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { name: `Welcome, ${guestName}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'English Events' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${guestName}` })).toBeVisible();

  // Keep the account: the same account (same id) gets a name, an email and a password…
  await page.goto('/try_pengguin');
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your account' })).toBeVisible();
  const user = uniqueUser('kept');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Keep my account' }).click();

  // …and has to verify the email like any new account.
  await expect(page).toHaveURL('/verify');
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}. Enter it below.`, { exact: true })).toBeVisible();
  const kept = await storedSession(page);
  expect(kept?.user).toMatchObject({ id: guest!.user.id, username: user.username, email: user.email, is_guest: false });
  await expect(codeBoxes(page)[0]!).toBeVisible();
  // The onboarding modal is not what this test is about (e2e/onboarding covers it).
  await completeOnboardingOf(page, request);

  await typeCode(page, await mailedCode(user.email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Your email is verified')).toBeVisible();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}` })).toBeVisible();
  expect(await mailsTo(user.email)).toHaveLength(1);
});

test('keeping a guest account refuses a taken username and a short password', async ({ page, request }) => {
  const taken = uniqueUser('taken');
  expect((await request.post('/api/v1/sdk/auth/register/email', { data: { ...taken, status: 'STUDENT' } })).status()).toBe(201);

  await page.goto('/try_pengguin');
  await page.getByRole('button', { name: 'Start as a guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your account' })).toBeVisible();

  const user = uniqueUser('kept');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123');
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(taken.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await expect(page).toHaveURL('/try_pengguin');
  expect((await storedSession(page))?.user.is_guest).toBe(true);
  expect(await mailsTo(user.email)).toHaveLength(0);
});

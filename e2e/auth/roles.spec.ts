import { completeOnboardingOf, DEMO, expectNotFound, logIn, logInAt, registerByUi, TEACHER, typeCode } from '../support/app.ts';
import { expect, expectAccessible, mailedCode, test, uniqueUser } from '../support/fixtures.ts';

test('a student at the teacher landing sees "Page not found / Are you lost?" and stays signed in', async ({ page }) => {
  // Anonymous first: /teacher is a guarded page (it asks to log in), not an unknown address.
  await page.goto('/teacher');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'You have to login first' })).toBeVisible();

  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL('/teacher');
  await expectNotFound(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.fullName}` })).toBeVisible();
});

test('a new teacher who verifies lands on their teaching start page', async ({ page, request }) => {
  const user = uniqueUser('teach');
  await registerByUi(page, user, { intent: 'Teach', fullName: 'Tia Teach' });
  await completeOnboardingOf(page, request);
  await typeCode(page, await mailedCode(user.email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/teacher');
  await expect(page.getByRole('heading', { level: 1, name: 'Your teaching' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Tia Teach' })).toBeVisible();
});

// The student test above proves "wrong role"; this one proves the same address works for the right role.
test('a teacher at /teacher gets their start page inside the dashboard', async ({ page }) => {
  await logInAt(page, TEACHER.email, TEACHER.password);
  await page.goto('/teacher');
  await expect(page.getByRole('heading', { level: 1, name: 'Your teaching' })).toBeVisible();
  for (const section of ['Recordings to review', "Today's lessons", 'Upcoming lessons', 'Your classrooms', 'Your homepage']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expectAccessible(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${TEACHER.fullName}` })).toBeVisible();
});

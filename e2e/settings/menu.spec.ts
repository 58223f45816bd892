import { expectNotFound, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { logInToSection, openSection, settingsMenu } from './settings-page.ts';

// The settings side menu by role, and axe on the profile and every settings page.

const STUDENT_ENTRIES = [
  'Personal Information',
  'Subscription',
  'Settings',
  'Notifications',
  'Group Settings',
  'Languages',
  'Preferred Accent',
];

test('a student gets the student entries and a disabled View Profile; each entry opens its page', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'personal-information', 'Personal Information');
  const menu = settingsMenu(page);
  await expect(menu.getByRole('link')).toHaveText(STUDENT_ENTRIES);
  await expect(menu.getByRole('button', { name: 'View Profile' })).toBeDisabled();
  await expect(menu.getByText('My Homepage')).toHaveCount(0);

  await menu.getByRole('link', { name: 'Preferred Accent' }).click();
  await expect(page).toHaveURL('/profile/preferred-accent');
  await expect(page.getByRole('heading', { level: 1, name: 'Accent settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Preferred Accent' })).toHaveAttribute('aria-current', 'page');
});

test('a teacher gets the My Homepage entries, only Banner and URL before a url is claimed, and no student entries', async ({
  page,
  request,
}) => {
  // A teacher of its own: the demo teacher's url is claimed by the demo seed (ADR 0068).
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER' });
  await logInToSection(page, teacher, 'personal-information', 'Personal Information');
  const menu = settingsMenu(page);
  await expect(menu.getByText('My Homepage')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Banner and URL' })).not.toHaveAttribute('aria-disabled', 'true');
  for (const name of [
    'Customization Options',
    'Prices',
    'Feedback Services',
    'Offers',
    'Availability',
    'My Videos',
    'Go to homepage',
  ]) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expect(menu.locator('[aria-disabled="true"]', { hasText: name })).toHaveCount(1);
  }
  await expect(menu.getByRole('link', { name: 'Languages' })).toHaveCount(0);
  await expect(menu.getByText('View Profile')).toHaveCount(0);
});

test('the menu stays usable on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'personal-information', 'Personal Information');
  const entry = settingsMenu(page).getByRole('link', { name: 'Preferred Accent' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Accent settings' })).toBeVisible();
});

test('a profile sub-page that is not built shows the not-found page', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'subscription', 'Subscription');
  await page.goto('/profile/teacher-prices');
  await expectNotFound(page);
});

test('axe: the profile page and every settings page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'personal-information', 'Personal Information');
  await expectAccessible(page);
  for (const [section, heading] of [
    ['subscription', 'Subscription'],
    ['settings', 'Settings'],
    ['notification', 'Notifications'],
    ['group-settings', 'Group Settings'],
    ['languages', 'Languages'],
    ['preferred-accent', 'Accent settings'],
  ] as const) {
    await openSection(page, section, heading);
    await expectAccessible(page);
  }
  // The display name error and the dark theme are states people see too.
  await openSection(page, 'personal-information', 'Personal Information');
  await page.getByRole('textbox', { name: 'Display name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must choose a display name')).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expectAccessible(page);
});

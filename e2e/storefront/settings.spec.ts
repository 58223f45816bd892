import { toast, verifiedUserByApi } from '../support/app.ts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type TestUser } from '../support/fixtures.ts';
import { button, logInToSection, openSection, settingsMenu, textbox } from '../settings/settings-page.ts';
import { freshUrl, planCard } from './storefront.ts';

// A teacher builds a homepage from the settings pages and opens it.

/** Logs the teacher in and claims a fresh url on Banner and URL. */
async function claimHomepage(page: Page, teacher: TestUser) {
  await logInToSection(page, teacher, 'my-teacher-bio', 'Banner and URL');
  await textbox(page, 'Homepage url').fill(freshUrl());
  await textbox(page, 'Title').fill('My page');
  await button(page, 'Create my homepage').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();
}

/**
 * Closes a toast once read: every save here says "Your homepage is saved", and toasts show one after another for 6 s,
 * so the next save's check would find this one still showing and its own would fade in during the axe check after.
 */
async function closeToast(page: Page, text: string) {
  await toast(page, text).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, text)).toHaveCount(0);
}

test('a teacher claims a url, customises the page, sets prices and opens the homepage', async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = await verifiedUserByApi(request, { status: 'TEACHER', full_name: 'Tina Teacher' });
  await logInToSection(page, teacher, 'my-teacher-bio', 'Banner and URL');
  const menu = settingsMenu(page);
  await expect(menu.getByRole('link', { name: 'Customization Options' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);

  await textbox(page, 'Homepage url').fill('login');
  await textbox(page, 'Title').fill('Speak English with Tina');
  await button(page, 'Create my homepage').click();
  await expect(page.getByText('This url is reserved. Please choose another one')).toBeVisible();
  await textbox(page, 'Homepage url').fill('tina teaches');
  await button(page, 'Create my homepage').click();
  await expect(page.getByText('Use only letters, digits and dashes')).toBeVisible();
  const url = freshUrl('Tina');
  await textbox(page, 'Homepage url').fill(url);
  await button(page, 'Create my homepage').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();
  await closeToast(page, 'Your homepage is saved');
  await expect(menu.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', `/${url}`);

  await menu.getByRole('link', { name: 'Customization Options' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customization Options' })).toBeVisible();
  await expect(button(page, 'Save')).toBeDisabled();
  await textbox(page, 'Welcome message').fill('Hello! I help you speak at work.');
  await textbox(page, 'Intro video link').fill('https://example.com/video.mp4');
  await button(page, 'Save').click();
  await expect(page.getByText('Please enter a valid YouTube or Vimeo link')).toBeVisible();
  await textbox(page, 'Intro video link').fill('');
  await button(page, 'Save').click();
  await expect(page.getByText('Please enter a video link')).toBeVisible();
  await textbox(page, 'Intro video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add feature' }).click();
  const feature = page.getByRole('region', { name: 'Feature 1' });
  await feature.getByRole('textbox', { name: 'Title', exact: true }).fill('Record a short talk');
  await feature.getByRole('textbox', { name: 'Description' }).fill('Two minutes about your day.');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('button', { name: 'Remove Feature 2' }).click();
  await expect(page.getByRole('region', { name: 'Feature 2' })).toHaveCount(0);
  await button(page, 'Save').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();
  await expectAccessible(page);
  await closeToast(page, 'Your homepage is saved');

  await menu.getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await textbox(page, 'Your price a month').fill('25');
  const plans = page.getByRole('group', { name: 'Plans on your homepage' });
  await expect(plans.getByText(/^Premium: \$60 a month/)).toBeVisible();
  await plans.getByRole('checkbox', { name: /^Lite\/AI/ }).uncheck();
  await textbox(page, 'AI plan price a month').fill('12');
  await textbox(page, 'Days to answer').fill('3');
  await button(page, 'Save').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(textbox(page, 'AI plan price a month')).toHaveValue('12.00');
  await expect(plans.getByText(/^Lite\/AI: \$12 a month/)).toBeVisible();

  await menu.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(`/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Speak English with Tina' })).toBeVisible();
  await expect(page.getByText('Hello! I help you speak at work.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Record a short talk' })).toBeVisible();
  await expect(planCard(page, 'Basic').getByTestId('price-basic')).toHaveText('$25');
  await expect(planCard(page, 'Premium').getByTestId('price-premium')).toHaveText('$60');
  await expect(planCard(page, 'Premium').getByText('Teacher feedback within 3 days')).toBeVisible();
  await expect(planCard(page, 'Lite/AI')).toHaveCount(0);
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Try it Free' })).toBeDisabled();
  await expectAccessible(page);
});

test('axe: every homepage settings page of a teacher with a url', async ({ page, request }) => {
  test.setTimeout(120_000);
  await claimHomepage(page, await verifiedUserByApi(request, { status: 'TEACHER' }));
  // Each list page is checked with one row open, the state a teacher works in.
  for (const [section, heading, add] of [
    ['feedback-services', 'Feedback Services', null],
    ['affliation-offers', 'Offers', 'Add offer'],
    ['availability', 'Availability', 'Add time slot'],
    ['my-videos', 'My Videos', 'Add video'],
  ] as const) {
    await openSection(page, section, heading);
    if (add) await page.getByRole('button', { name: add }).click();
    await expectAccessible(page);
  }
});

test('the other feedback pages save what the teacher sets', async ({ page, request }) => {
  test.setTimeout(90_000);
  await claimHomepage(page, await verifiedUserByApi(request, { status: 'TEACHER' }));

  await openSection(page, 'feedback-services', 'Feedback Services');
  await page.getByRole('checkbox', { name: 'Limit the number of students' }).check();
  await textbox(page, 'Maximum number of students').fill('12');
  await page.getByRole('checkbox', { name: 'Pronunciation' }).check();
  await button(page, 'Save').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();
  await expect(page.getByText('Nobody is on your waitlist yet')).toBeVisible();

  await openSection(page, 'availability', 'Availability');
  await page.getByRole('button', { name: 'Add time slot' }).click();
  await page.getByRole('button', { name: 'Add time slot' }).click();
  await button(page, 'Save').click();
  await expect(page.getByText('Two time slots on the same day overlap')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Time slot 2' }).click();
  await button(page, 'Save').click();
  await expect(toast(page, 'Your homepage is saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Time slot 1' })).toBeVisible({ timeout: 20_000 });
  await openSection(page, 'feedback-services', 'Feedback Services');
  await expect(textbox(page, 'Maximum number of students')).toHaveValue('12');
  await expect(page.getByRole('checkbox', { name: 'Pronunciation' })).toBeChecked();
});

test('students do not get the homepage pages', async ({ page, request }) => {
  const student = await verifiedUserByApi(request);
  await logInToSection(page, student, 'personal-information', 'Personal Information');
  await page.goto('/profile/my-teacher-bio');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

import { toast, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { button, choose, combobox, logInToSection, reloadSection, textbox } from './settings-page.ts';

// Each settings page saves through the real server, and what it saved is still there after a reload.

test('personal information: a display name is required; every field is saved', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'personal-information', 'Personal Information');
  await expect(button(page, 'Save')).toBeDisabled();
  await expect(button(page, 'Cancel')).toBeDisabled();

  await textbox(page, 'Display name').fill('');
  await button(page, 'Save').click();
  await expect(page.getByText('You must choose a display name')).toBeVisible();

  await textbox(page, 'Display name').fill('Pat');
  await textbox(page, 'Full name').fill('Pat Learner');
  await combobox(page, 'Country').fill('Portug');
  await page.getByRole('option', { name: 'Portugal', exact: true }).click();
  await choose(page, 'Pronouns', 'they/them');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await combobox(page, 'Address country').fill('Spain');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await textbox(page, 'City').fill('Madrid');
  await textbox(page, 'State or region').fill('Madrid');
  await textbox(page, 'Street address').fill('Calle Mayor 1');
  await textbox(page, 'Zip code').fill('28013');
  await button(page, 'Save').click();
  await expect(toast(page, 'profile updated successfully')).toBeVisible();
  await expect(button(page, 'Save')).toBeDisabled();

  await reloadSection(page, 'Personal Information');
  await expect(textbox(page, 'Display name')).toHaveValue('Pat');
  await expect(textbox(page, 'Full name')).toHaveValue('Pat Learner');
  await expect(combobox(page, 'Country')).toHaveValue('Portugal');
  await expect(combobox(page, 'Pronouns')).toHaveText('they/them');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await expect(combobox(page, 'Address country')).toHaveValue('Spain');
  await expect(textbox(page, 'City')).toHaveValue('Madrid');
  await expect(textbox(page, 'Street address')).toHaveValue('Calle Mayor 1');
  await expect(textbox(page, 'Zip code')).toHaveValue('28013');
});

test('languages: both lists are required; the lists are saved', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'languages', 'Languages');
  const native = page.getByRole('group', { name: 'Native languages' });
  const learning = page.getByRole('group', { name: 'Languages I am learning' });

  await native.getByRole('button', { name: 'Remove English' }).click();
  await button(page, 'Save').click();
  await expect(page.getByText('Native and learning language required')).toBeVisible();

  await native.getByRole('button', { name: 'Add a language' }).click();
  await native.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Portuguese' }).click();
  await native.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Native or fluent' }).click();
  await learning.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Intermediate' }).click();
  await button(page, 'Save').click();
  await expect(toast(page, 'profile updated successfully')).toBeVisible();

  await reloadSection(page, 'Languages');
  await expect(native.getByRole('combobox', { name: 'Language' })).toHaveText('Portuguese');
  await expect(native.getByRole('combobox', { name: 'Level' })).toHaveText('Native or fluent');
  await expect(learning.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  await expect(learning.getByRole('combobox', { name: 'Level' })).toHaveText('Intermediate');
});

test('accent settings: Cancel and "Save Profile" wait for a change, then the choice is saved', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'preferred-accent', 'Accent settings');
  await expect(combobox(page, 'Accent')).toHaveText('British English');
  await expect(button(page, 'Save Profile')).toBeDisabled();
  await expect(button(page, 'Cancel')).toBeDisabled();

  await choose(page, 'Accent', 'Australian English');
  await expect(button(page, 'Save Profile')).toBeEnabled();
  await button(page, 'Cancel').click();
  await expect(combobox(page, 'Accent')).toHaveText('British English');
  await expect(button(page, 'Save Profile')).toBeDisabled();

  await choose(page, 'Accent', 'American English');
  await page.getByRole('radio', { name: 'Female' }).check();
  await button(page, 'Save Profile').click();
  await expect(toast(page, 'Your settings are saved')).toBeVisible();
  await expect(button(page, 'Save Profile')).toBeDisabled();

  await reloadSection(page, 'Accent settings');
  await expect(combobox(page, 'Accent')).toHaveText('American English');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(button(page, 'Save Profile')).toBeDisabled();
});

test('group settings: the level range and topics are saved', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'group-settings', 'Group Settings');
  await choose(page, 'Lowest level', 'Medium');
  await choose(page, 'Highest level', 'Advanced');
  await page.getByRole('checkbox', { name: 'Travel' }).check();
  await page.getByRole('checkbox', { name: 'Music' }).check();
  await button(page, 'Save').click();
  await expect(toast(page, 'profile updated successfully')).toBeVisible();

  await reloadSection(page, 'Group Settings');
  await expect(combobox(page, 'Lowest level')).toHaveText('Medium');
  await expect(combobox(page, 'Highest level')).toHaveText('Advanced');
  await expect(page.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Music' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Food' })).not.toBeChecked();
});

test('notifications: email preferences are saved as the module; the browser permission is shown', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'notification', 'Notifications');
  await expect(page.getByRole('switch', { name: 'Replies to my classroom tasks' })).toBeChecked();
  await page.getByRole('switch', { name: 'Replies to my classroom tasks' }).uncheck();
  await page.getByRole('switch', { name: 'New followers' }).uncheck();
  await button(page, 'Save').click();
  await expect(toast(page, 'Your settings are saved')).toBeVisible();
  await expect(page.getByTestId('notification-permission')).not.toBeEmpty();

  await reloadSection(page, 'Notifications');
  await expect(page.getByRole('switch', { name: 'Replies to my classroom tasks' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New followers' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Reminders for events I join' })).toBeChecked();
});

test('settings: theme and kids mode stay in this browser after a reload', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'settings', 'Settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  // A larger font makes the heading taller.
  const headingSize = async () => (await page.locator('h1').boundingBox())?.height ?? 0;
  const before = await headingSize();
  await page.getByRole('switch', { name: 'Kids mode' }).check();
  await expect.poll(headingSize).toBeGreaterThan(before);

  await reloadSection(page, 'Settings');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Kids mode' })).toBeChecked();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  expect(await headingSize()).toBeGreaterThan(before);
});

test('subscription: the plan, no end date and a way to the plans', async ({ page, request }) => {
  const user = await verifiedUserByApi(request);
  await logInToSection(page, user, 'subscription', 'Subscription');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Free');
  await expect(page.getByText('No end', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
});

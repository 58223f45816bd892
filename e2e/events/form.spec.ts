import { accessTokenByApi, eventByApi, hostByApi, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

test('the create form says what is missing, fills the end, and creates the event', async ({ page, request }) => {
  const { host } = await hostByApi(request);
  await logInAt(page, host.email, host.password);
  await page.getByRole('button', { name: 'Host an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Host an event' });
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByText('You must choose an event title')).toBeVisible();
  await expect(dialog.getByText('You must choose an event language')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(dialog.getByText('Time is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill('Made in the form');
  await dialog.getByRole('combobox', { name: 'Event language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByLabel('Date').fill('2030-06-01');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByText('Time is required')).toBeVisible();
  await dialog.getByLabel('Start time').fill('18:30');
  await expect(dialog.getByLabel('End time')).toHaveValue('19:30');
  await dialog.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Medium' }).click();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('travel');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Made in the form' })).toBeVisible();
  await expect(page.getByText('Level: Medium')).toBeVisible();
  await expect(page.getByText('#travel')).toBeVisible();
  await expect(page.getByText(/18:30 – 19:30/)).toBeVisible();
});

test('a free student is told why they cannot host', async ({ page, request }) => {
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.getByRole('button', { name: 'Host an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Host an event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Not allowed');
  await dialog.getByRole('combobox', { name: 'Event language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByLabel('Date').fill('2030-06-01');
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Hosting events is for teachers and students on a paid plan/);
});

test('/dashboard/workshops lists my events; edit keeps the rules, cancel asks first', async ({ page, request }) => {
  const { host, token } = await hostByApi(request);
  await eventByApi(request, token, { event_title: 'Workshop one' });
  await logInAt(page, host.email, host.password);
  await page.goto('/dashboard/workshops');
  const list = page.getByRole('list', { name: 'My events' });
  await expect(list.getByText('Workshop one')).toBeVisible();

  await page.getByRole('button', { name: 'Edit: Workshop one' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('You must choose an event title')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Workshop renamed');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText('Workshop renamed')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel event: Workshop renamed' }).click();
  await page.getByRole('dialog', { name: 'Cancel this event?' }).getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(list.getByText('Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit: Workshop renamed' })).toBeHidden();
  // The shell's next-event card knew about it and now has nothing.
  await expect(page.getByText('You have no upcoming sessions at the moment').first()).toBeVisible();
  expect(await accessTokenByApi(request, host)).toBeTruthy();
});

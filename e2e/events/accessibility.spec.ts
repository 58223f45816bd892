import { eventByApi, hostByApi, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// axe-core on the events pages, in the states people see; serious and critical violations fail.

test('/events with cards, and with the "How it works" slides open', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  await eventByApi(request, token, { tags: ['a11y'] });
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'How it works' }).click();
  const dialog = page.getByRole('dialog', { name: 'How it works' });
  await expect(dialog.getByRole('group', { name: '1 of 6' })).toBeVisible();
  // The slides move with the arrow keys.
  await dialog.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('group', { name: '2 of 6' })).toBeVisible();
  await expectAccessible(page);
});

test('/event/{id} signed out, and as the host with the cancel confirmation open', async ({ page, request }) => {
  const { host, token } = await hostByApi(request);
  const event = await eventByApi(request, token, { event_description: 'We talk about travel.' });
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page);
  await logInAt(page, host.email, host.password);
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this event?' })).toBeVisible();
  await expectAccessible(page);
});

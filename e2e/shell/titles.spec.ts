import { eventByApi, hostByApi, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

test('each page has its own document title; an event page is named after the event', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Parley');
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Parley');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Parley');

  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token, { event_title: 'Talking about travel' });
  const learner = await verifiedUserByApi(request);
  await logInAt(page, learner.email, learner.password);
  await expect(page).toHaveTitle('Events · Parley');
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Talking about travel' })).toBeVisible();
  await expect(page).toHaveTitle('Talking about travel · Parley');
  // Back in the browser's history, the list's title comes back with the list.
  await page.goBack();
  await expect(page).toHaveTitle('Events · Parley');
});

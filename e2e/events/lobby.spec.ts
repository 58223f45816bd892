import type { Page } from '@playwright/test';
import {
  accessTokenByApi,
  EVENT_API,
  eventActionByApi,
  eventByApi,
  hostByApi,
  logIn,
  logInAt,
  logOut,
  verifiedUserByApi,
} from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

// The event page and its lobby against the real server: who sees what, and the ways in and out.

/** Logs out from a dashboard page (on the public event page a signed-out visitor simply stays) and in as `user`. */
async function switchUser(page: Page, user: { email: string; password: string }) {
  await page.goto('/events');
  await logOut(page);
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL('/events');
}

test('signed out, "Attend" goes to login and comes back to the event', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token, { event_title: 'Back after login' });
  const student = await verifiedUserByApi(request);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Back after login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'You have to login first' })).toBeVisible();
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page.getByText("You're going!")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are going to this event' })).toBeVisible();
});

test('the three lobby states: host, participant, anyone else', async ({ page, request }) => {
  const { host, token } = await hostByApi(request);
  const event = await eventByApi(request, token);
  const going = await verifiedUserByApi(request);
  await eventActionByApi(request, await accessTokenByApi(request, going), 'participate', event.event_id);
  const other = await verifiedUserByApi(request);

  await logInAt(page, host.email, host.password);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { name: 'You are hosting this event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start event now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await expect(page.getByText('1 person is going')).toBeVisible();

  await switchUser(page, going);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { name: 'You are going to this event' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel participation' }).click();
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await expect(page.getByText('1 person is going')).toBeHidden();

  await switchUser(page, other);
  await page.goto(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attend' })).toBeEnabled();
});

test('the host cancels the event after a confirmation, and everyone sees it cancelled', async ({ page, request }) => {
  const { host, token } = await hostByApi(request);
  const event = await eventByApi(request, token, { event_title: 'To be cancelled' });
  await logInAt(page, host.email, host.password);
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await dialog.getByRole('button', { name: 'Keep event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'You are hosting this event' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel event' }).click();
  await expect(page.getByText('The event is cancelled. We told everyone who signed up.')).toBeVisible();
  const res = await request.get(`${EVENT_API}/event/${event.event_id}`);
  expect(((await res.json()) as { is_cancelled: boolean }).is_cancelled).toBe(true);
  await page.reload();
  await expect(page.getByText('The event is cancelled. We told everyone who signed up.')).toBeVisible();
});

test('"Start event now" opens the live room of the event', async ({ page, request }) => {
  const { host, token } = await hostByApi(request);
  const event = await eventByApi(request, token);
  await logInAt(page, host.email, host.password);
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Start event now' }).click();
  await expect(page).toHaveURL(`/live/${event.short_event_id}`);
});

test('the countdown ticks down to the start and then says the event is live', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const start = new Date(Date.now() + 2 * 24 * 3600_000 + 3 * 3600_000);
  start.setUTCSeconds(0, 0);
  const event = await eventByApi(request, token, { start_time_utc: start.toISOString() });
  // The page's clock, not the server's: 2 days, 3 hours, 4 minutes and 5 seconds before the start.
  const before = new Date(start.getTime() - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
  await page.clock.install({ time: new Date(before.getTime() - 60_000) });
  await page.goto(`/event/${event.event_id}`);
  const timer = page.getByRole('timer', { name: 'Time until the event starts' });
  // Paused only once the page shows: the data layer's own zero-delay timers need a running clock to render it.
  await expect(timer).toBeVisible();
  await page.clock.pauseAt(before);
  await expect(timer).toHaveText('2 d 03 h 04 min 05 s');
  await page.clock.runFor(2000);
  await expect(timer).toHaveText('2 d 03 h 04 min 03 s');
  // Jump (timers due fire once) rather than run two days of one-second ticks.
  await page.clock.fastForward(((2 * 24 + 3) * 3600 + 4 * 60 + 4) * 1000);
  await expect(page.getByText('This event is live now')).toBeVisible();
});

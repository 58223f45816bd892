import type { Page } from '@playwright/test';
import { eventByApi, hostByApi, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

interface Scheduled {
  id: string;
  eventId: string;
  at: number;
  title: string;
  url: string;
}

/**
 * What the service worker (public/sw.js) holds, asked through its "list-reminders" message. The script is a string
 * because the e2e project compiles without the DOM types.
 */
const LIST_REMINDERS = `navigator.serviceWorker.ready.then((registration) => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = (message) => resolve(message.data);
  registration.active.postMessage({ type: 'list-reminders' }, [channel.port2]);
}))`;
const scheduledReminders = (page: Page) => page.evaluate<Scheduled[]>(LIST_REMINDERS);

test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

test('with notifications granted, joining schedules the two reminders in the service worker', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token, { event_title: 'Remind me' });
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.goto(`/event/${event.event_id}`);
  expect(await page.evaluate<string>('Notification.permission')).toBe('granted');
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page.getByText('We will remind you 5 minutes before the start and when it starts.')).toBeVisible();

  const start = Date.parse(event.start_time_utc);
  const reminders = await scheduledReminders(page);
  expect(reminders.map((r) => [r.at, r.title])).toEqual([
    [start - 5 * 60_000, 'Remind me starts in 5 minutes'],
    [start, 'Remind me is starting'],
  ]);
  expect(reminders.every((r) => r.url.endsWith(`/event/${event.event_id}`))).toBe(true);

  // Leaving the event takes its reminders away.
  await page.getByRole('button', { name: 'Cancel participation' }).click();
  await expect(page.getByRole('heading', { name: 'I want to participate' })).toBeVisible();
  await expect.poll(async () => (await scheduledReminders(page)).length).toBe(0);
});

test('a reminder already past is skipped: an event three minutes away gets only the one at its start', async ({
  page,
  request,
}) => {
  const { token } = await hostByApi(request);
  const event = await eventByApi(request, token, { start_time_utc: new Date(Date.now() + 3 * 60_000).toISOString() });
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page.getByText("You're going!")).toBeVisible();
  await expect.poll(async () => (await scheduledReminders(page)).map((r) => r.at)).toEqual([Date.parse(event.start_time_utc)]);
});

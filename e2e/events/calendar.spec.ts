import { readFile } from 'node:fs/promises';
import { eventByApi, hostByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

const ics = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test('"Add to Calendar" downloads the .ics of the event and links to Google Calendar', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const start = new Date(Date.now() + 3 * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const event = await eventByApi(request, token, { event_title: 'Calendar check', start_time_utc: start.toISOString() });
  await page.goto(`/event/${event.event_id}`);
  await page.getByRole('button', { name: 'Add to Calendar' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download calendar file (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`parley-${event.short_event_id}.ics`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toMatch(/SUMMARY:Calendar check/);
  expect(text).toContain(`DTSTART:${ics(start)}`);
  expect(text).toContain(`DTEND:${ics(new Date(start.getTime() + 3600_000))}`);
  expect(text).toMatch(new RegExp(`URL:.*/event/${event.event_id}`));

  await page.getByRole('button', { name: 'Add to Calendar' }).click();
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  await expect(google).toHaveAttribute('href', event.google_calendar_url);
  expect(event.google_calendar_url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\//);
});

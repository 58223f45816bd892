import { eventByApi, hostByApi, logInAt, verifiedUserByApi } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

/** A day of its own, years ahead, so events other tests create never land in this test's list. */
function uniqueDay(): Date {
  const day = new Date(
    Date.UTC(2031 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28), 12),
  );
  return day;
}
const dayParam = (day: Date) => day.toISOString().slice(0, 10);

test('filters by type, language, level and day, kept in the address; "No events found" when nothing matches', async ({
  page,
  request,
}) => {
  const { host, token } = await hostByApi(request);
  const day = uniqueDay();
  await eventByApi(request, token, {
    event_title: 'German geography',
    event_type: 'GEO_GAME',
    event_language: 'de',
    proficiency: 2,
    tags: ['maps'],
    start_time_utc: day.toISOString(),
  });
  await eventByApi(request, token, {
    event_title: 'English chat',
    event_type: 'CHAT',
    event_language: 'en',
    proficiency: 0,
    start_time_utc: new Date(day.getTime() + 3600_000).toISOString(),
  });
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);

  await page.goto(`/events?date=${dayParam(day)}`);
  const list = page.getByRole('list', { name: 'Events' });
  await expect(list.getByRole('link')).toHaveCount(2);
  const card = list.getByRole('link', { name: /German geography/ });
  await expect(card.getByText(`Hosted by ${host.username}`)).toBeVisible();
  await expect(card.getByText('German', { exact: true })).toBeVisible();
  // The flag image loaded (a missing one is removed, so visible means served).
  await expect(card.locator('img[src="/flags/de.svg"]')).toBeVisible();
  await expect(card.getByText('Level: Advanced')).toBeVisible();
  await expect(card.getByText('#maps')).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'German' }).click();
  await expect(page).toHaveURL(`/events?language=de&date=${dayParam(day)}`);
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /German geography/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Geography game' }).click();
  await expect(list.getByRole('link')).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Beginner' }).click();
  await expect(page).toHaveURL(`/events?type=GEO_GAME&language=de&level=0&date=${dayParam(day)}`);
  await expect(page.getByText('No events found')).toBeVisible();

  // The address alone brings the filters back.
  await page.reload();
  await expect(page.getByText('No events found')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveText('Beginner');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/events');
});

test('a card opens the event page', async ({ page, request }) => {
  const { token } = await hostByApi(request);
  const day = uniqueDay();
  const event = await eventByApi(request, token, { event_title: 'Open me', start_time_utc: day.toISOString() });
  const student = await verifiedUserByApi(request);
  await logInAt(page, student.email, student.password);
  await page.goto(`/events?date=${dayParam(day)}`);
  await page.getByRole('link', { name: /Open me/ }).click();
  await expect(page).toHaveURL(`/event/${event.event_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open me' })).toBeVisible();
});

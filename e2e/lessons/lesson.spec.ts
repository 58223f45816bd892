import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { accessTokenByApi, eventActionByApi, logInAt, toast, verifiedUserByApi } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, expectVideoFrom } from '../live/live-room.ts';
import { buyByApi, connectByApi, teacherWithHomepageByApi } from '../storefront/storefront.ts';

// A student on a teacher's Basic plan books a lesson on the homepage, both meet in the lesson's live room, the
// teacher ends it and the student rates it; the homepage then counts the rating.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 180_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, start: '10:00', end: '11:00' }));

test('a student books a lesson, meets the teacher in its live room, and rates it', async ({ page, browser, request }) => {
  const { teacher, token, url, id } = await teacherWithHomepageByApi(request, {
    availability: { timezone: 'UTC', group_size: 1, slots: EVERY_DAY },
  });
  await connectByApi(request, token);
  const student = await verifiedUserByApi(request, { full_name: 'Sam Student' });
  const studentToken = await accessTokenByApi(request, student);
  await buyByApi(request, studentToken, `tp_${id}_basic`);

  await logInAt(page, student.email, student.password);
  await page.goto(`/${url}`);
  const booking = page.getByRole('region', { name: 'Book a lesson' });
  await expect(booking.getByText(/of 3 this week/)).toBeVisible({ timeout: 20_000 });
  await booking.getByRole('button', { name: 'Book' }).first().click();
  await page.getByRole('dialog', { name: 'Book this lesson?' }).getByRole('button', { name: 'Book lesson' }).click();
  await expect(toast(page, 'Your lesson is booked')).toBeVisible();
  await expect(booking.getByText('Booked')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your lessons with Tina Teacher' });
  await expect(mine.getByRole('link', { name: 'Open lesson' })).toBeVisible();
  await expectAccessible(page);

  const lessons = await request.get('/api/v1/sdk/bookings', { headers: { authorization: `Bearer ${studentToken}` } });
  const [lesson] = (await lessons.json()) as { event_id: string }[];
  // The teacher opens the lesson early; both meet in its room.
  await eventActionByApi(request, token, 'start_now', lesson!.event_id);
  const host = await enterLiveRoom(browser, request, teacher, lesson!.event_id);
  const learner = await enterLiveRoom(browser, request, student, lesson!.event_id);
  await expectVideoFrom(host, [learner]);
  await expectVideoFrom(learner, [host]);
  await eventActionByApi(request, token, 'end', lesson!.event_id);

  // Back on the homepage the lesson is past, and the student rates it.
  await page.goto(`/${url}`);
  await mine.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(mine.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await mine.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear explanations, lots of speaking.');
  await mine.getByRole('button', { name: 'Send rating' }).click();
  await expect(toast(page, 'Thank you for your rating')).toBeVisible();
  await expect(mine.getByText('Your rating: 4 of 5')).toBeVisible();
});

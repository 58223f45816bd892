import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  checkPagesAfter,
  enterLiveRoom,
  expectVideoFrom,
  learnerByApi,
  liveEventByApi,
  tileOf,
  type Participant,
} from './live-room.ts';

// Fake camera and microphone for this file only; the e2e server runs minute-long rounds (playwright.config.ts).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 300_000 });

test.afterEach(({ request: _request }, testInfo) => checkPagesAfter(testInfo));

/** Whose tile `viewer` shows among `others`, once exactly one of them is on screen. */
async function partnerOf(viewer: Participant, others: Participant[]): Promise<Participant> {
  let partner: Participant | undefined;
  await expect
    .poll(
      async () => {
        const shown = [];
        for (const other of others) if (await tileOf(viewer, other).isVisible()) shown.push(other);
        partner = shown.length === 1 ? shown[0] : undefined;
        return shown.length;
      },
      { timeout: 30_000, message: `user ${viewer.id} sees exactly one partner` },
    )
    .toBe(1);
  return partner!;
}

test('the host pairs four learners, and at the end of the round everyone moves to a new partner without a reload', async ({
  browser,
  request,
}) => {
  const { eventId } = await liveEventByApi(request);
  const accounts = await Promise.all(['Ada Moss', 'Bo Reed', 'Cy Lane', 'Di Park'].map((name) => learnerByApi(request, name)));
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  const learners: Participant[] = [];
  for (const account of accounts) learners.push(await enterLiveRoom(browser, request, account, eventId));
  for (const learner of learners) await expect(tileOf(host, learner)).toBeVisible({ timeout: 20_000 });
  // A reload would drop this mark: the rotation must happen inside the running page.
  for (const { page } of learners) await page.evaluate(() => ((globalThis as { rotationMark?: number }).rotationMark = 1));

  await host.page.getByRole('button', { name: 'Pair learners' }).click();
  // Pairing runs the matching engine while five browsers share two cores: give it time.
  await expect(host.page.getByText('Round 1 started')).toBeVisible({ timeout: 20_000 });
  await expect(host.page.getByRole('timer')).toHaveAccessibleName(/^Round 1, 0:[0-5]\d left$/);

  const [ada, ...rest] = learners as [Participant, ...Participant[]];
  const first = await partnerOf(ada, rest);
  await expect(ada.page.getByRole('status').filter({ hasText: `Talking with ${first.name}` })).toBeVisible();
  await expect(tileOf(ada, host)).toHaveCount(0);
  for (const learner of learners) await expect(tileOf(host, learner)).toHaveCount(0);
  await expect(ada.page.getByRole('timer')).toHaveAccessibleName(/^Round 1, /);

  // The scheduler ends the minute-long round and pairs everyone with someone new.
  await expect(ada.page.getByRole('timer')).toHaveAccessibleName(/^Round 2, /, { timeout: 75_000 });
  const second = await partnerOf(
    ada,
    rest.filter((other) => other !== first),
  );
  await expect(tileOf(ada, first)).toHaveCount(0);
  await expect(ada.page.getByRole('status').filter({ hasText: `Talking with ${second.name}` })).toBeVisible();
  const others = rest.filter((other) => other !== first && other !== second);
  await expect(tileOf(first, others[0]!)).toBeVisible();
  await expectVideoFrom(ada, [second]);
  await expectVideoFrom(second, [ada]);

  for (const { page } of learners)
    expect(await page.evaluate(() => (globalThis as { rotationMark?: number }).rotationMark)).toBe(1);
});

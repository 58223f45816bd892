import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPagesAfter, enterLiveRoom, framesDecoded, learnerByApi, liveEventByApi, tileOf } from './live-room.ts';

// The fake devices also answer getDisplayMedia: a 1280×720 test pattern as the "screen", with no picker.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
test.describe.configure({ timeout: 120_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

test('a learner shares their screen: the host watches it as the large tile, the room passes axe, stopping ends it, and the host can take the screen over', async ({
  browser,
  request,
}) => {
  const { shortId } = await liveEventByApi(request);
  const learner = await learnerByApi(request, 'Sam Screen');
  const host = await enterLiveRoom(browser, request, TEACHER, shortId);
  const sam = await enterLiveRoom(browser, request, learner, shortId);
  await expect(tileOf(host, sam)).toBeVisible({ timeout: 20_000 });

  const controls = sam.page.getByRole('navigation', { name: 'Room controls' });
  await controls.getByRole('button', { name: 'Share screen' }).click();
  await expect(sam.page.getByRole('figure', { name: 'Your screen' })).toBeVisible();
  await expect(sam.page.getByRole('figure', { name: 'Your screen' }).getByText('You are sharing your screen')).toBeVisible();

  const screen = host.page.getByRole('figure', { name: `Screen of ${sam.name}` });
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(host.page.getByRole('status').filter({ hasText: `${sam.name} is sharing their screen` })).toBeAttached();
  await expect
    .poll(async () => (await framesDecoded(host.page, 'screens'))[String(sam.id)] ?? 0, {
      timeout: 30_000,
      message: 'the screen reaches the host',
    })
    .toBeGreaterThan(0);
  // The screen takes the room; the cameras stand in a column beside it.
  const [stage, tile] = [await screen.boundingBox(), await tileOf(host, sam).boundingBox()];
  expect(stage!.width).toBeGreaterThan(2 * tile!.width);
  await expectAccessible(host.page);
  await expectAccessible(sam.page);

  await controls.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(screen).toHaveCount(0, { timeout: 15_000 });
  await expect(sam.page.getByRole('figure', { name: 'Your screen' })).toHaveCount(0);

  // Sam shares again and the host takes the screen over: Sam's capture ends, and Sam watches the host's screen.
  await controls.getByRole('button', { name: 'Share screen' }).click();
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await host.page.getByRole('navigation', { name: 'Room controls' }).getByRole('button', { name: 'Share screen' }).click();
  const hostScreen = sam.page.getByRole('figure', { name: `Screen of ${host.name}` });
  await expect(hostScreen).toBeVisible({ timeout: 15_000 });
  await expect(controls.getByRole('button', { name: 'Share screen' })).toBeEnabled();
  await expect
    .poll(async () => (await framesDecoded(sam.page, 'screens'))[String(host.id)] ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await host.page.getByRole('figure', { name: 'Your screen' }).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(hostScreen).toHaveCount(0, { timeout: 15_000 });
  expect([...host.socketErrors, ...sam.socketErrors]).toEqual([]);
});

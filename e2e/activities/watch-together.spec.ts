import type { APIRequestContext } from '@playwright/test';
import { accessTokenByApi, TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { docsScreenshot } from '../support/docs-screenshot.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { CLIP_URL, serveStandins, writeClip } from '../support/media-standins.ts';
import { checkPagesAfter, enterLiveRoom, learnerByApi, liveEventByApi, type Participant } from '../live/live-room.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// Three fake-media browsers playing a video and music together, and two axe checks.
test.describe.configure({ timeout: 300_000 });
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

const ACTIVITIES = '/api/v1/extensions/activities';
/** The room's video (the tiles' videos are the cameras). */
const VIDEO = 'video[aria-label="The video the room watches"]';
const panel = (who: Participant) => who.page.getByRole('region', { name: 'Watch together' });

/** The parts of a page's <video> or <audio> the test reads (the tests are typed without the DOM). */
interface MediaLike {
  currentTime: number;
  paused: boolean;
  volume: number;
  muted: boolean;
}

interface Playback {
  playing: boolean;
  position: number;
  at: string;
}

/** Where the room's clock puts the video now, as the server tells it (the server shares this machine's clock). */
async function roomPosition(request: APIRequestContext, token: string, eventId: string, path: string, field: 'view' | 'music') {
  const res = await request.get(`${ACTIVITIES}/${path}?event_id=${eventId}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { view?: { playback: Playback }; music?: Playback };
  const playback = (field === 'view' ? body.view!.playback : body.music)!;
  return (wall: number) => playback.position + (playback.playing ? (wall - Date.parse(playback.at)) / 1000 : 0);
}

/** What each page's player reads, with this machine's time of the reading. */
const readPlayer = (who: Participant, selector: string, inFrame = false) =>
  (inFrame ? who.page.frameLocator('iframe').locator(selector) : who.page.locator(selector)).evaluate((media: MediaLike) => ({
    time: media.currentTime,
    paused: media.paused,
    volume: media.volume,
    wall: Date.now(),
  }));

/** Every page's player is within 250 ms of the room's clock (a late page's first seek may take a moment to land). */
async function expectInStep(pages: Participant[], at: (wall: number) => number, selector: string, inFrame = false) {
  for (const who of pages)
    await expect
      .poll(
        async () => {
          const reading = await readPlayer(who, selector, inFrame);
          return Math.abs(reading.time - at(reading.wall));
        },
        { message: `${who.name}'s player` },
      )
      .toBeLessThanOrEqual(0.25);
}

test(
  'the host shares a video: everyone plays, pauses and seeks together, and a late joiner starts where the room is',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const clip = writeClip();
    const prepare = (context: Parameters<typeof serveStandins>[0]) => serveStandins(context, clip);
    const { eventId, shortId } = await liveEventByApi(request);
    const token = await accessTokenByApi(request, TEACHER);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId, { prepare });
    const viewer = await enterLiveRoom(browser, request, await learnerByApi(request, 'Vera Viewer'), shortId, { prepare });
    await host.page.getByRole('button', { name: 'Activity' }).click();
    await host.page.getByRole('menu').getByRole('menuitem', { name: 'Watch together', exact: true }).first().click();
    await expect(panel(viewer).getByRole('status')).toHaveText('Waiting for the host to share a video.');

    const link = panel(host).getByRole('textbox', { name: 'Video link' });
    await link.fill('https://vimeo.com/76979871');
    await panel(host).getByRole('button', { name: 'Share' }).click();
    await expect(panel(host).getByText(/^Share a YouTube link or a link to a video or audio file/)).toBeVisible();
    await link.fill(CLIP_URL);
    await panel(host).getByRole('button', { name: 'Share' }).click();
    await expect(panel(viewer).getByRole('status')).toHaveText('Paused by the host');
    for (const who of [host, viewer]) await expect(who.page.locator(VIDEO)).toHaveJSProperty('readyState', 4);

    await panel(host).getByRole('button', { name: 'Play for everyone' }).click();
    await expect(panel(viewer).getByRole('status')).toHaveText('Playing for everyone');
    let at = await roomPosition(request, token, eventId, 'hyperbeam/get', 'view');
    await expectInStep([host, viewer], at, VIDEO);
    await expectAccessible(viewer.page);
    await docsScreenshot(viewer.page, 'watch-together.png');

    // Four seconds in, a third person comes in: their player starts where the room is, not at the beginning.
    await expect.poll(async () => (await readPlayer(host, VIDEO)).time).toBeGreaterThan(4);
    const late = await enterLiveRoom(browser, request, await learnerByApi(request, 'Lou Late'), shortId, { prepare });
    await expect(late.page.locator(VIDEO)).toHaveJSProperty('paused', false);
    const first = await readPlayer(late, VIDEO);
    expect(Math.abs(first.time - at(first.wall))).toBeLessThanOrEqual(1);
    await expectInStep([host, viewer, late], at, VIDEO);

    await panel(host).getByRole('button', { name: 'Pause for everyone' }).click();
    for (const who of [viewer, late]) await expect(who.page.locator(VIDEO)).toHaveJSProperty('paused', true);
    await panel(host).getByRole('button', { name: 'Forward 10 seconds' }).click();
    at = await roomPosition(request, token, eventId, 'hyperbeam/get', 'view');
    expect(at(Date.now())).toBeGreaterThan(14);
    await expectInStep([host, viewer, late], at, VIDEO);

    // A YouTube link plays in YouTube's player, driven the same way.
    await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await panel(host).getByRole('button', { name: 'Share this instead' }).click();
    await expect(viewer.page.locator('iframe[title="The video the room watches"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1/,
    );
    await expect(panel(host).getByRole('button', { name: 'Play for everyone' })).toBeVisible();
    await panel(host).getByRole('button', { name: 'Play for everyone' }).click();
    at = await roomPosition(request, token, eventId, 'hyperbeam/get', 'view');
    await expectInStep([host, viewer, late], at, 'video', true);

    // Each person's volume is their own.
    await panel(viewer).getByRole('button', { name: 'Mute' }).click();
    await expect
      .poll(
        async () =>
          await viewer.page
            .frameLocator('iframe')
            .locator('video')
            .evaluate((v: MediaLike) => v.muted),
      )
      .toBe(true);
    expect(
      await host.page
        .frameLocator('iframe')
        .locator('video')
        .evaluate((v: MediaLike) => v.muted),
    ).toBe(false);
  },
);

test(
  'the host plays the music box: the room hears the same moment, each at their own volume, until the host stops it',
  { tag: '@docs' },
  async ({ browser, request }) => {
    const { eventId, shortId } = await liveEventByApi(request);
    const token = await accessTokenByApi(request, TEACHER);
    const host = await enterLiveRoom(browser, request, TEACHER, shortId);
    const learner = await enterLiveRoom(browser, request, await learnerByApi(request, 'Mia Music'), shortId);
    const box = (who: Participant) => who.page.getByRole('dialog', { name: 'Music box' });

    await learner.page.getByRole('button', { name: 'Music box' }).click();
    await expect(box(learner).getByRole('status')).toHaveText('No music is playing.');
    await expect(box(learner).getByText('The host chooses the music.')).toBeVisible();
    await expect(box(learner).getByRole('button', { name: /^Play / })).toHaveCount(0);

    await host.page.getByRole('button', { name: 'Music box' }).click();
    await box(host).getByRole('button', { name: 'Play Morning tea' }).click();
    await expect(box(host).getByRole('status')).toHaveText('Now playing: Morning tea');
    await docsScreenshot(host.page, 'music-box.png');
    await expect(box(learner).getByRole('status')).toHaveText('Now playing: Morning tea');
    await expectAccessible(learner.page);
    const at = await roomPosition(request, token, eventId, 'musicbox/music', 'music');
    await expectInStep([host, learner], at, 'audio');

    // The learner turns the music down for themselves only.
    await box(learner).getByRole('slider', { name: 'Music volume' }).focus();
    for (let step = 0; step < 4; step++) await learner.page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await readPlayer(learner, 'audio')).volume).toBeCloseTo(0.2, 2);
    expect((await readPlayer(host, 'audio')).volume).toBeCloseTo(0.4, 2);

    await box(host).getByRole('button', { name: 'Stop the music' }).click();
    await expect(box(learner).getByRole('status')).toHaveText('No music is playing.');
    await expect(learner.page.locator('audio')).toHaveCount(0);
  },
);

import { TEACHER } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { JANUS_APP_PORT } from '../support/ports.ts';
import { startJanusAppServer } from './janus-server.ts';
import {
  checkPagesAfter,
  enterLiveRoom,
  framesDecoded,
  learnerByApi,
  liveEventByApi,
  tileOf,
  type Participant,
} from './live-room.ts';

/**
 * Fake cameras (the small test pattern) for this file, and sound muted: eight pages each playing the seven others
 * kept Chromium's audio process at 40 % of a core, and the test listens to nobody. Its own e2e server, whose rooms'
 * media goes through Janus.
 */
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, '--mute-audio'] },
  baseURL: `http://localhost:${JANUS_APP_PORT}`,
});
// Eight pages on two shared cores: entering took 1–2 minutes and everyone's video another 2 on a machine at a load of
// 40 (November 2026); each wait below is bounded on its own.
test.describe.configure({ timeout: 480_000 });
let server: Awaited<ReturnType<typeof startJanusAppServer>> | undefined;
test.beforeAll(async ({ request: _request }, testInfo) => {
  testInfo.setTimeout(200_000);
  server = await startJanusAppServer();
});
test.afterAll(() => server?.stop());
test.afterEach(async ({ request: _request }, testInfo) => checkPagesAfter(testInfo));

/** The Janus client's warnings on every page (refused changes, lost sessions), printed when the room does not fill. */
const janusWarnings: string[] = [];
function listenForWarnings(person: Participant) {
  person.page.on('console', (message) => {
    if (message.type() === 'warning') janusWarnings.push(`[user ${person.id}] ${message.text()}`);
  });
}

/** What a page's Janus client holds (apps/web/src/features/live/media/janus/janus-room.ts, e2e build only). */
interface JanusState {
  userOf: Record<string, number>;
  subscriber: { framesByFeed: Record<string, number> } | null;
}
const janusState = (person: Participant) =>
  person.page.evaluate(() => (globalThis as { __parleyJanus?: () => Promise<JanusState> }).__parleyJanus?.());

/** What each page's Janus client holds, and the warnings so far: why someone's video does not arrive. */
async function printJanusState(people: Participant[]) {
  for (const person of people) {
    const state = await janusState(person).catch((err: Error) => err.message);
    console.log(`[user ${person.id}] ${JSON.stringify(state)}`);
  }
  console.log(janusWarnings.join('\n'));
}

/** A wait that prints every page's Janus state when it fails. */
async function explained(people: Participant[], wait: Promise<void>) {
  await wait.catch(async (err: unknown) => {
    await printJanusState(people);
    throw err;
  });
}

/** Pairs of (viewer, person) where the viewer decodes none of the person's video yet. */
async function missingVideo(viewers: Participant[], everyone: Participant[]): Promise<string[]> {
  const missing: string[] = [];
  for (const viewer of viewers) {
    const frames = await framesDecoded(viewer.page);
    for (const peer of everyone)
      if (peer !== viewer && !((frames[String(peer.id)] ?? 0) > 0)) missing.push(`${viewer.id}←${peer.id}`);
  }
  return missing;
}

test('eight people in one room through Janus see everyone, a host’s mute shows on every tile, a kick removes the feed', async ({
  browser,
  request,
}) => {
  const { eventId } = await liveEventByApi(request);
  const accounts = await Promise.all(
    ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].map((name) => learnerByApi(request, `${name} Janus`)),
  );
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  // All at once: one after the other, eight pages loading on two shared cores took minutes.
  const learners = await Promise.all(
    accounts.map((account) => enterLiveRoom(browser, request, account, eventId, { readyTimeout: 180_000 })),
  );
  const people = [host, ...learners];
  for (const person of people) listenForWarnings(person);
  const [ada, bo] = learners as [Participant, Participant];

  // Above the mesh's six: every browser publishes once and receives the seven others through Janus.
  await explained(people, expect.poll(() => missingVideo(people, people), { timeout: 240_000, intervals: [5000] }).toEqual([]));

  await host.page.getByRole('button', { name: `Options for ${ada.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Turn microphone off' }).click();
  for (const viewer of people.filter((p) => p !== ada)) await expect(tileOf(viewer, ada).getByTestId('mic-off')).toBeVisible();
  await expect(ada.page.getByRole('button', { name: 'Turn microphone on' })).toBeVisible();

  const hostState = (await janusState(host))!;
  const boFeed = Object.entries(hostState.userOf).find(([, user]) => user === bo.id)![0];
  // The measure below reads something: the host decodes Bo's feed now.
  expect(hostState.subscriber?.framesByFeed[boFeed]).toBeGreaterThan(0);
  await host.page.getByRole('button', { name: `Options for ${bo.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Remove from event' }).click();
  await host.page
    .getByRole('dialog', { name: `Remove ${bo.name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(bo.page.getByRole('heading', { name: 'You were removed from this event' })).toBeVisible();
  const stayed = people.filter((p) => p !== bo);
  for (const viewer of stayed) await expect(tileOf(viewer, bo)).toHaveCount(0);
  // No page counts their feed as received any more, and no frame of it arrives: Janus, which often leaves a kicked
  // feed's lines in the subscriptions, forwards nothing on them (its frames stand still over 3 s, 15 at 5 fps).
  const receivingBo = async () => {
    const frames = await Promise.all(stayed.map((viewer) => framesDecoded(viewer.page)));
    return frames.filter((f) => String(bo.id) in f).length;
  };
  await explained(stayed, expect.poll(receivingBo, { timeout: 60_000 }).toBe(0));
  const framesOfBo = () =>
    Promise.all(stayed.map(async (viewer) => (await janusState(viewer))?.subscriber?.framesByFeed[boFeed] ?? 0));
  await stayed[0]!.page.waitForTimeout(2000);
  const before = await framesOfBo();
  await stayed[0]!.page.waitForTimeout(3000);
  expect(await framesOfBo()).toEqual(before);
});

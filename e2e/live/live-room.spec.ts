import { chromium, type Browser } from '@playwright/test';
import { accessTokenByApi, TEACHER, toast } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { speechFile, timerSeconds } from '../recordings/recordings.ts';
import {
  checkPagesAfter,
  enterLiveRoom,
  expectVideoFrom,
  learnerByApi,
  liveEventByApi,
  tileOf,
  type Participant,
} from './live-room.ts';

// Fake camera and microphone for this file only; other specs keep the plain browser.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });
// One live test at a time (the config's media project): each runs several browsers with fake cameras.
test.describe.configure({ timeout: 240_000 });

/** Browsers a test launched itself, closed once its pages were checked. */
const launched: Browser[] = [];
test.afterEach(async ({ request: _request }, testInfo) => {
  await checkPagesAfter(testInfo);
  for (const own of launched.splice(0)) await own.close();
});

test('two people see each other though a signal is lost, a mute shows on the other side, chat arrives and translates, and the room passes axe', async ({
  browser,
  request,
}) => {
  const { shortId } = await liveEventByApi(request);
  const learner = await learnerByApi(request, 'Lena Learner');
  // The host's first offer or answer never arrives, as when the other side's socket is still being set up.
  const host = await enterLiveRoom(browser, request, TEACHER, shortId, { loseFirstDescription: true });
  // A Spanish-speaking browser: the chat offers translations into Spanish.
  const student = await enterLiveRoom(browser, request, learner, shortId, { locale: 'es-ES' });

  await expect(tileOf(host, student)).toBeVisible({ timeout: 20_000 });
  await expect(tileOf(student, host)).toBeVisible({ timeout: 20_000 });
  await expectVideoFrom(host, [student]);
  await expectVideoFrom(student, [host]);
  expect(host.lost).toHaveLength(1);

  await student.page.getByRole('button', { name: 'Turn microphone off' }).click();
  await expect(tileOf(host, student).getByTestId('mic-off')).toBeVisible();
  await expect(tileOf(student, host).getByTestId('mic-off')).toHaveCount(0);

  await student.page.getByRole('button', { name: 'Chat', exact: true }).click();
  await student.page.getByRole('textbox', { name: 'Message' }).fill('Hello from Lena <b>not bold</b>');
  await student.page.getByRole('button', { name: 'Send message' }).click();
  // The server's acknowledgement; a machine busy with the other browsers' video can take longer than usual.
  await expect(student.page.getByRole('img', { name: 'Sent' })).toBeVisible({ timeout: 15_000 });
  await expect(host.page.getByRole('button', { name: 'Chat, new messages' })).toBeVisible({ timeout: 15_000 });
  await host.page.getByRole('button', { name: 'Chat, new messages' }).click();
  const received = host.page.getByRole('list', { name: 'Messages' }).getByText('Hello from Lena <b>not bold</b>');
  await expect(received).toBeVisible();
  await expect(host.page.locator('li[data-direction="RECEIVED"] b')).toHaveCount(0);

  await host.page.getByRole('textbox', { name: 'Message' }).fill('See you in the next round');
  await host.page.getByRole('button', { name: 'Send message' }).click();
  const messages = student.page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('See you in the next round', { exact: true })).toBeVisible();
  await student.page.getByRole('button', { name: `Translate the message from ${host.name}` }).click();
  await expect(messages.getByText('[es] See you in the next round')).toBeVisible();
  await expect(messages.getByText('Translated from English')).toBeVisible();
  // Translated, the button gives way; Lena's own message has nothing to translate.
  await expect(student.page.getByRole('button', { name: /^Translate the message/ })).toHaveCount(0);

  await expectAccessible(host.page);
});

test('three people see each other; one reports another from the menu; the host removes one, who cannot come back', async ({
  browser,
  request,
}) => {
  const { eventId } = await liveEventByApi(request);
  const [first, second] = await Promise.all([learnerByApi(request, 'Ana Arrow'), learnerByApi(request, 'Ben Bolt')]);
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  const ana = await enterLiveRoom(browser, request, first, eventId);
  const ben = await enterLiveRoom(browser, request, second, eventId);

  await expectVideoFrom(host, [ana, ben]);
  await expectVideoFrom(ana, [host, ben]);
  await expectVideoFrom(ben, [host, ana]);

  // Anyone reports from the participant menu straight into the report form, and can take it back there.
  await ana.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await ana.page.getByRole('menuitem', { name: 'Report' }).click();
  const report = ana.page.getByRole('dialog', { name: `Report ${ben.name}` });
  await report.getByRole('combobox', { name: 'Reason' }).click();
  await ana.page.getByRole('option', { name: 'Harassment' }).click();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(ana.page.getByText('Thank you. Your report was sent.')).toBeVisible();
  await ana.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await ana.page.getByRole('menuitem', { name: 'Unreport' }).click();
  await expect(ana.page.getByText('Your report was withdrawn.')).toBeVisible();

  await host.page.getByRole('button', { name: `Options for ${ben.name}` }).click();
  await host.page.getByRole('menuitem', { name: 'Remove from event' }).click();
  const dialog = host.page.getByRole('dialog', { name: `Remove ${ben.name}?` });
  await expect(dialog.getByRole('slider')).toHaveValue('60');
  await dialog.getByRole('checkbox', { name: 'Remove for good' }).check();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

  await expect(ben.page.getByRole('heading', { name: 'You were removed from this event' })).toBeVisible();
  await expect(tileOf(host, ben)).toHaveCount(0);
  await expect(tileOf(ana, ben)).toHaveCount(0);

  await ben.page.reload();
  await expect(ben.page.getByRole('heading', { name: 'You cannot join this event' })).toBeVisible({ timeout: 20_000 });
  await expect(ben.page.getByText('You were removed from this event by its host')).toBeVisible();
});

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
  test.setTimeout(300_000);
  const { eventId } = await liveEventByApi(request);
  const accounts = await Promise.all(['Ada Moss', 'Bo Reed', 'Cy Lane', 'Di Park'].map((name) => learnerByApi(request, name)));
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  const learners: Participant[] = [];
  for (const account of accounts) learners.push(await enterLiveRoom(browser, request, account, eventId));
  for (const learner of learners) await expect(tileOf(host, learner)).toBeVisible({ timeout: 20_000 });
  // A reload would drop this mark: the rotation must happen inside the running page.
  for (const { page } of learners) await page.evaluate(() => ((globalThis as { rotationMark?: number }).rotationMark = 1));

  await host.page.getByRole('button', { name: 'Pair learners' }).click();
  // Pairing runs the matching engine while five browsers share two cores: give it time (20 s was not enough on a
  // slow machine). The round shows in the timer; its "Round 1 started" toast lasts a few seconds and is not what the
  // test is about.
  await expect(host.page.getByRole('timer')).toHaveAccessibleName(/^Round 1, 0:[0-5]\d left$/, { timeout: 45_000 });

  const [ada, ...rest] = learners as [Participant, ...Participant[]];
  const first = await partnerOf(ada, rest);
  await expect(ada.page.getByRole('status').filter({ hasText: `Talking with ${first.name}` })).toBeVisible();
  await expect(tileOf(ada, host)).toHaveCount(0);
  for (const learner of learners) await expect(tileOf(host, learner)).toHaveCount(0);
  await expect(ada.page.getByRole('timer')).toHaveAccessibleName(/^Round 1, /);

  // The scheduler ends the round (40 s on the e2e server) and pairs everyone with someone new.
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
  // The pairings closed connections whose signals were still on their way: nobody is told off for those.
  for (const person of [host, ...learners]) expect(person.socketErrors, `errors shown to user ${person.id}`).toEqual([]);
});

test('a learner records the conversation with a partner, who sees it; reloads and leaving end it; the recordings are listed and processed', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const { eventId } = await liveEventByApi(request);
  const [recorderAccount, partnerAccount] = await Promise.all([
    learnerByApi(request, 'Rae Record'),
    learnerByApi(request, 'Pat Partner'),
  ]);
  // The learners' microphones say a sentence rather than beep: the recordings go through speech recognition, which
  // spends far longer on a steady tone. A browser of their own, since the fake audio file is a browser-wide flag (and
  // five contexts on one file-fed microphone stalled the rotation test).
  const speaking = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${speechFile()}`],
  });
  launched.push(speaking);
  const host = await enterLiveRoom(browser, request, TEACHER, eventId);
  const rae = await enterLiveRoom(speaking, request, recorderAccount, eventId);
  const pat = await enterLiveRoom(speaking, request, partnerAccount, eventId);
  const record = rae.page.getByRole('button', { name: 'Record conversation' });
  const seenByPartner = pat.page.getByRole('status').getByText(`${rae.name} is recording this conversation`);
  // Nothing to record before the learners are paired.
  await expect(tileOf(rae, pat)).toBeVisible({ timeout: 20_000 });
  await expect(record).toHaveCount(0);

  await host.page.getByRole('button', { name: 'Pair learners' }).click();
  // Seen to take over 30 s once, on a machine still busy with earlier tests' feedback jobs.
  await expect(rae.page.getByRole('status').filter({ hasText: `Talking with ${pat.name}` })).toBeVisible({ timeout: 60_000 });
  // The e2e server's rounds last 40 s: both ask for "+2 min", so the test runs inside one conversation. It once
  // did not (2026-11-25, load average 68): from pairing to the second Record took over 3 minutes, 75 s of them in the
  // accessibility check; the round ended, the two went back to the main room (the same two are not paired twice) and
  // Record was gone for good. Most of that load was the earlier live tests' rooms, whose browser contexts were never
  // closed; checkPagesAfter closes them now.
  for (const { page } of [rae, pat]) await page.getByRole('button', { name: '+2 min' }).click();
  await expect(rae.page.getByRole('timer', { name: /^Round 1, [23]:\d\d left$/ })).toBeVisible({ timeout: 20_000 });
  await record.click();
  await expect(seenByPartner).toBeVisible();
  await expect(rae.page.getByRole('status').getByText('You are recording this conversation')).toBeVisible();
  await expectAccessible(pat.page);
  // At least 3 s recorded (the accessibility check above can itself take a minute on a loaded machine).
  await expect.poll(() => timerSeconds(rae.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await rae.page.getByRole('button', { name: 'Stop recording' }).click();
  const recorded = toast(rae.page, 'Your conversation was recorded.');
  await expect(recorded).toBeVisible({ timeout: 30_000 });
  // Above the room's controls, not over the button pressed next.
  const controlsTop = (await rae.page.getByRole('navigation', { name: 'Room controls' }).boundingBox())!.y;
  const toastBox = (await recorded.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(controlsTop);
  await expect(seenByPartner).toHaveCount(0);

  // A page reloaded while recording: its next visit finishes the recording, and the partner stops seeing it.
  const headers = { authorization: `Bearer ${await accessTokenByApi(request, recorderAccount)}` };
  const recordings = async () => {
    const res = await request.get('/api/v1/extensions/revision/record/list', { headers });
    return ((await res.json()) as { items: { id: number; processing_status: string }[] }).items;
  };
  await record.click();
  await expect(seenByPartner).toBeVisible();
  await expect
    .poll(
      async () => {
        const open = (await recordings()).find((item) => item.processing_status === 'RECORDING');
        if (!open) return 0;
        const res = await request.get(`/api/v1/extensions/revision/record/${open.id}`, { headers });
        return ((await res.json()) as { received: number[] }).received.length;
      },
      { timeout: 30_000, message: 'the first slice arrived' },
    )
    .toBeGreaterThan(0);
  await rae.page.reload();
  await expect(rae.page.getByRole('navigation', { name: 'Room controls' })).toBeVisible({ timeout: 20_000 });
  await expect(seenByPartner).toHaveCount(0, { timeout: 20_000 });
  await expect(record).toBeVisible({ timeout: 20_000 });

  // Another stops by itself when the partner leaves.
  await record.click();
  await expect(seenByPartner).toBeVisible();
  await pat.page.getByRole('button', { name: 'Leave' }).click();
  await expect(toast(rae.page, 'Your conversation ended, so the recording stopped.')).toBeVisible({ timeout: 30_000 });
  await expect(rae.page.getByRole('status').getByText('You are recording this conversation')).toHaveCount(0);

  // All three are the learner's recordings, named by the event. The feedback job takes them one after the other
  // (one speech decoder on the e2e server): the first is done, the others are done or on their way.
  await expect
    .poll(async () => (await recordings()).map((item) => item.processing_status), {
      timeout: 300_000,
      message: 'the first recording processed, none left open',
    })
    .toEqual([expect.stringMatching(/^PROCESS(ING|ED)$/), expect.stringMatching(/^PROCESS(ING|ED)$/), 'PROCESSED']);
  await rae.page.goto('/dashboard/feedback');
  const items = rae.page.getByRole('list', { name: 'My recordings' }).getByRole('link');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) {
    await expect(item.getByRole('img', { name: /^(Processing|Feedback ready)$/ })).toBeVisible();
    await expect(item.getByText(/^Conversation in Live room test /)).toBeVisible();
  }
  await expect(items.last().getByRole('img', { name: 'Feedback ready' })).toBeVisible();
});

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  E2E_RECORDER_FORMAT_KEY,
  RECORD_API,
  expectSlicesOf,
  readyRecorder,
  recordingByApi,
  recordingsByApi,
  signedInLearner,
  speakingChromium,
  stoppedRecordingByApi,
  timerSeconds,
} from './recordings.ts';

test.use({ launchOptions: speakingChromium() });
test.describe.configure({ timeout: 90_000 });

const OPERA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0';

test('records speech with a pause, uploads 5-second slices, and the stopped recording is listed', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  await readyRecorder(page);
  await expect(page.getByText('You have no recordings at the moment')).toBeVisible();
  await expectAccessible(page);

  // The microphone check: the level line moves with the speech before anything is recorded.
  const level = page.getByTestId('level-line');
  await expect.poll(async () => Number(await level.getAttribute('data-level')), { timeout: 10_000 }).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('recorder-status')).toHaveText('Recording');
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('recorder-status')).toHaveText('Paused');
  const pausedAt = await timerSeconds(page);
  await page.waitForTimeout(1500);
  expect(await timerSeconds(page)).toBe(pausedAt);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('recorder-status')).toHaveText('Recording');
  // Slices went up while recording, with the overall state shown (a slow machine may have sent two by now).
  await expect(page.getByTestId('upload-status')).toContainText(/Uploading \d+ of \d+…|\d+ parts? uploaded/, {
    timeout: 10_000,
  });
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);

  await page.getByRole('button', { name: 'Stop and send' }).click();
  await expect(toast(page, 'Your recording was sent. Your feedback is on its way.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('recorder-status')).toHaveText('Ready to record');
  await expect(page.getByRole('timer', { name: 'Recorded time' })).toHaveText('00:00');

  const item = page.getByRole('list', { name: 'My recordings' }).getByRole('link');
  await expect(item).toHaveCount(1);
  // The e2e server runs the feedback job too: a short recording may already be done when the list comes back.
  await expect(item.getByRole('img', { name: /^(Processing|Feedback ready)$/ })).toBeVisible();
  await expect(item).toContainText(/\d\d:\d\d · (Processing|Feedback ready)/);
  const href = await item.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/feedback\/\d+$/);

  const recording = await recordingByApi(request, learner, Number(href!.split('/').pop()));
  // About 7 s of recording: two slices, or three when the machine was slow to stop.
  expect(recording.received.length).toBeGreaterThanOrEqual(2);
  expectSlicesOf(recording);
  expect(recording.test_myself).toBe(false);
  expect(['PROCESSING', 'PROCESSED']).toContain(recording.processing_status);
});

test('records through our own WAV encoder in exam mode, and the server takes its slices', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  await page.context().addInitScript((key) => localStorage.setItem(key, 'wav'), E2E_RECORDER_FORMAT_KEY);
  await readyRecorder(page);
  await page.getByRole('switch', { name: 'Test myself' }).check();

  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect.poll(() => timerSeconds(page), { timeout: 12_000 }).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Stop and send' }).click();
  await expect(toast(page, 'Your recording was sent. Your feedback is on its way.')).toBeVisible({ timeout: 20_000 });

  const item = page.getByRole('list', { name: 'My recordings' }).getByRole('link');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Test myself');
  const recording = await recordingByApi(request, learner, Number((await item.getAttribute('href'))!.split('/').pop()));
  expect(recording.received.length).toBeGreaterThanOrEqual(2);
  expectSlicesOf(recording);
  expect(recording.test_myself).toBe(true);
});

test('a failed upload is retried, and a chunk the server never got is sent again before stop', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  const sent: number[] = [];
  page.on('request', (req) => {
    const match = /upload_chunked_audio\/\d+\/(\d+)/.exec(req.url());
    if (match) sent.push(Number(match[1]));
  });
  // Chunk 0: the connection drops on the first try. Chunk 1: a proxy answers "stored" but the server never sees it.
  let dropped = false;
  await page.route(/upload_chunked_audio\/\d+\/0\?/, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort('connectionreset');
  });
  let lied = false;
  await page.route(/upload_chunked_audio\/(\d+)\/1\?/, async (route) => {
    if (lied) return route.continue();
    lied = true;
    const recordingId = Number(/upload_chunked_audio\/(\d+)/.exec(route.request().url())![1]);
    await route.fulfill({ json: { recording_id: recordingId, chunk_index: 1, stored: true, received: [0, 1] } });
  });

  await readyRecorder(page);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('upload-status')).toContainText('Connection problem. Trying again…', { timeout: 10_000 });
  // The retry may land after the next slice, so the status can skip "1 part uploaded" for "All 2 parts uploaded".
  await expect(page.getByTestId('upload-status')).toContainText(/\d+ parts? uploaded/, { timeout: 10_000 });
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Stop and send' }).click();
  await expect(toast(page, 'Your recording was sent. Your feedback is on its way.')).toBeVisible({ timeout: 20_000 });

  // 0 twice (dropped, retried), 1 twice (swallowed, then sent again after the server said it lacked it). Answers that
  // wait for live hints can let a slow machine reach a third slice before stop: it goes once.
  const item = page.getByRole('list', { name: 'My recordings' }).getByRole('link');
  const recording = await recordingByApi(request, learner, Number((await item.getAttribute('href'))!.split('/').pop()));
  expect(recording.received).toEqual(recording.received.length > 2 ? [0, 1, 2] : [0, 1]);
  expectSlicesOf(recording);
  expect(sent.slice(0, 3)).toEqual([0, 0, 1]);
  expect([...sent].sort()).toEqual([0, 0, 1, 1, ...recording.received.slice(2)]);
});

test('cancel, used from the keyboard, throws the recording away', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  await readyRecorder(page);
  await page.getByRole('button', { name: 'Record', exact: true }).focus();
  await page.keyboard.press('Enter');
  // Focus moves to the button that took Record's place.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop and send' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete recording' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'The recording was deleted.')).toBeVisible();
  await expect(page.getByTestId('recorder-status')).toHaveText('Ready to record');
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();
  await expect(page.getByRole('timer', { name: 'Recorded time' })).toHaveText('00:00');
  await expect(page.getByText('You have no recordings at the moment')).toBeVisible();
  expect((await recordingsByApi(request, learner)).total).toBe(0);
});

test('a recording is deleted from the list once asked (ADR 0090), and is gone', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  const id = await stoppedRecordingByApi(request, learner);
  await page.goto('/dashboard/feedback');
  await page
    .getByRole('list', { name: 'My recordings' })
    .getByRole('button', { name: /^Delete the recording of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this recording?' });
  await expect(dialog).toContainText('is not given back');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete recording' }).click();
  await expect(toast(page, 'Recording deleted')).toBeVisible();
  await expect(page.getByText('You have no recordings at the moment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My recordings' })).toBeFocused();
  const gone = await request.get(`${RECORD_API}/${id}`, { headers: { authorization: `Bearer ${learner.token}` } });
  expect(gone.status()).toBe(404);
});

test('a browser the recorder does not support gets the dialog, and its button leaves', async ({ browser, request }) => {
  const context = await browser.newContext({ userAgent: OPERA });
  const page = await context.newPage();
  await signedInLearner(page, request);
  await page.goto('/dashboard/feedback');
  const dialog = page.getByRole('dialog', { name: 'Unsupported Browser or Device Detected' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('only in Chrome or Firefox on a Windows PC or an Apple Mac');
  await expect(dialog.getByRole('button', { name: 'Exit and Switch' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Exit and Switch' }).click();
  await expect(page).toHaveURL('/events');
  await context.close();
});

test('a blocked microphone gets the permission dialog', async ({ playwright, request }) => {
  // A browser of its own without the fake-UI flag, which would grant the prompt: headless, the prompt is refused.
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  });
  const page = await (await browser.newContext()).newPage();
  await signedInLearner(page, request);
  await page.goto('/dashboard/feedback');
  await page.getByRole('button', { name: 'Turn on microphone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Allow your microphone' });
  await expect(dialog).toContainText(
    "Please make sure that your browser's microphone permissions are allowed before proceeding.",
  );
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recorder-status')).toHaveText('Microphone is blocked');
  await expect(page.getByRole('button', { name: 'Turn on microphone' })).toBeFocused();
  await browser.close();
});

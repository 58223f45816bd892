import { toast } from '../support/app.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { readyRecorder, signedInLearner, speakingChromium, timerSeconds } from './recordings.ts';

// Chromium's microphone says a learner sentence with errors ("I go" for "I went", "buyed", "three apple"), over and over.
test.use({ launchOptions: speakingChromium() });
test.describe.configure({ timeout: 120_000 });

test('while recording, the live hints show a correction of what was just said, and deleting clears them', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request);
  await readyRecorder(page);
  const panel = page.getByRole('region', { name: 'Live hints' });
  const log = panel.getByRole('log', { name: 'Corrections while you speak' });
  await expect(log).toHaveText('Hints appear here as you speak.');

  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('recorder-status')).toHaveText('Recording');
  // A 5 s slice, then the server's answer; the first one on a cold server may come with the second slice.
  const correction = log.getByRole('listitem').first();
  await expect(correction).toBeVisible({ timeout: 60_000 });
  await expect(correction).toContainText('You said');
  await expect(correction).toContainText(/go|buyed|apple/);
  await expect(correction).toContainText('Better:');
  await expect(panel.getByTestId('live-hints-heard')).toContainText(/market|family|apple/i);
  // Still recording: the hints came while speaking, not after.
  await expect(page.getByTestId('recorder-status')).toHaveText('Recording');
  await expectAccessible(page);

  // The log can be reached and scrolled from the keyboard.
  await log.focus();
  await expect(log).toBeFocused();

  await page.getByRole('button', { name: 'Delete recording' }).click();
  await expect(toast(page, 'The recording was deleted.')).toBeVisible();
  await expect(log).toHaveText('Hints appear here as you speak.');
  await expect(panel.getByTestId('live-hints-heard')).toHaveCount(0);
});

test('with "Test myself" on there is no hints panel, and the server is asked for none', async ({ page, request }) => {
  await signedInLearner(page, request);
  const uploads: string[] = [];
  const stops: string[] = [];
  const answers: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/upload_chunked_audio/')) uploads.push(new URL(req.url()).search);
    if (req.url().includes('/stop_recording/')) stops.push(new URL(req.url()).search);
  });
  page.on('response', async (res) => {
    if (res.url().includes('/upload_chunked_audio/')) answers.push(await res.json());
  });
  await readyRecorder(page);
  await expect(page.getByRole('region', { name: 'Live hints' })).toBeVisible();
  await page.getByRole('switch', { name: 'Test myself' }).check();
  await expect(page.getByRole('region', { name: 'Live hints' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect.poll(() => timerSeconds(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('region', { name: 'Live hints' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop and send' }).click();
  await expect(toast(page, 'Your recording was sent. Your feedback is on its way.')).toBeVisible({ timeout: 20_000 });

  expect(uploads.length).toBeGreaterThanOrEqual(2);
  for (const query of uploads) expect(query).toBe('?live_transcribe=false&is_exam_mode=true');
  for (const answer of answers) expect(answer).not.toHaveProperty('live_hints');
  expect(stops).toEqual(['?test_myself=true']);
  await expect(page.getByRole('region', { name: 'Live hints' })).toHaveCount(0);
});

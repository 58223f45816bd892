import { OPEN_RECORDINGS_MAX, openRecordingsText } from '@parley/contracts';
import { toast } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { RECORD_API, readyRecorder, signedInLearner, speakingChromium } from './recordings.ts';

test.use({ launchOptions: speakingChromium() });

test('a learner with recordings left in progress elsewhere is told why Record did not start', async ({ page, request }) => {
  const learner = await signedInLearner(page, request);
  // Recordings started in other tabs and never finished (ADR 0081: at most this many open at once).
  for (let i = 0; i < OPEN_RECORDINGS_MAX; i += 1) {
    const created = await request.post(`${RECORD_API}/create`, {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await readyRecorder(page);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(toast(page, openRecordingsText(OPEN_RECORDINGS_MAX))).toBeVisible();
  await expect(page.getByTestId('recorder-status')).toHaveText('Ready to record');
});

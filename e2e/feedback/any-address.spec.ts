import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORAGE_PREFIX } from '@parley/contracts';
import type { APIRequestContext } from '@playwright/test';
import { RECORD_API, signedInLearner, type Learner } from '../recordings/recordings.ts';
import { expect, test } from '../support/fixtures.ts';
import { BASE_URL, E2E_PORT } from '../support/ports.ts';

// The e2e server's PUBLIC_URL is http://localhost:<port>; a person may open the app on 127.0.0.1 or a LAN address.
const OTHER_ADDRESS = `http://127.0.0.1:${E2E_PORT}`;
test.describe.configure({ timeout: 150_000 });

/** A short spoken sentence (flite), uploaded as the one slice of a recording through the API, which is then stopped. */
async function processedRecordingByApi(request: APIRequestContext, learner: Learner) {
  const headers = { authorization: `Bearer ${learner.token}` };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'parley-any-')), 'speech.wav');
  execFileSync('flite', ['-t', 'Yesterday I go to the market with my family.', '-o', file]);
  const created = await request.post(`${RECORD_API}/create`, {
    headers,
    data: { sample_rate: 16000, channels: 1, chunk_size: 5, sample_width: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const chunk = await request.post(`${RECORD_API}/upload_chunked_audio/${id}/0`, {
    headers,
    multipart: { file: { name: 'speech.wav', mimeType: 'audio/wav', buffer: readFileSync(file) } },
  });
  expect(chunk.status(), await chunk.text()).toBe(200);
  const stopped = await request.post(`${RECORD_API}/stop_recording/${id}`, { headers });
  expect(stopped.status(), await stopped.text()).toBe(200);
  let feedback: { processed_audio_url: string | null; transcript_url: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const recording = (await (await request.get(`${RECORD_API}/${id}`, { headers })).json()) as {
          processing_status: string;
          feedback: typeof feedback;
        };
        feedback = recording.feedback;
        return recording.processing_status;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('PROCESSED');
  return { id, feedback: feedback! };
}

test('opened on another address than PUBLIC_URL, the feedback page plays its audio and shows its transcript', async ({
  page,
  request,
}) => {
  expect(new URL(BASE_URL).hostname).toBe('localhost');
  const learner = await signedInLearner(page, request);
  const { id, feedback } = await processedRecordingByApi(request, learner);
  // Paths on the server that answered, not addresses on PUBLIC_URL.
  expect(feedback.processed_audio_url?.startsWith(`${STORAGE_PREFIX}/files/`)).toBe(true);
  expect(feedback.transcript_url?.startsWith(`${STORAGE_PREFIX}/files/`)).toBe(true);

  await page.goto(`${OTHER_ADDRESS}/dashboard/feedback/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText(/market/i);
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((a) => (a as { readyState: number }).readyState)).toBeGreaterThanOrEqual(1);
  expect(await audio.evaluate((a) => new URL((a as { currentSrc: string }).currentSrc).origin)).toBe(OTHER_ADDRESS);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_CHUNK_SECONDS, type Recording } from '@parley/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_API, SESSION_KEY, verifiedUserByApi } from '../support/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_DEVICE_ARGS } from '../support/chromium.ts';
import { ACCEPTED_CONSENT, CONSENT_KEY, expect, seedStorage } from '../support/fixtures.ts';

export const RECORD_API = '/api/v1/extensions/revision/record';
/** The web app's switch to its WAV encoder (apps/web/src/lib/media/recorder-test-hooks.ts). */
export const E2E_RECORDER_FORMAT_KEY = 'parley.e2e-recorder-format';

/** A spoken sentence with a learner error, made by flite at test time, for Chromium to "hear" as its microphone. */
export function speechFile(sentence = 'Yesterday I go to the market and I buyed three apple for my family.'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'parley-rec-')), 'speech.wav');
  execFileSync('flite', ['-t', sentence, '-o', file]);
  return file;
}

/**
 * Launch options for a Chromium whose microphone says `speechFile()`'s sentence (or `sentence`) over and over. Made when a spec file
 * loads, before its browser starts.
 */
export const speakingChromium = (sentence?: string) => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...FAKE_DEVICE_ARGS, `--use-file-for-fake-audio-capture=${speechFile(sentence)}`],
});

export interface Learner {
  token: string;
}

/** A new onboarded learner, signed in on `page` (the session and the cookie choice stored before the app loads). */
export async function signedInLearner(page: Page, request: APIRequestContext): Promise<Learner> {
  const user = await verifiedUserByApi(request, { full_name: 'Rita Recorder' });
  const res = await request.post(`${AUTH_API}/login`, { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { access_token: { token: string } };
  await seedStorage(page.context(), [
    [SESSION_KEY, JSON.stringify(session)],
    [CONSENT_KEY, JSON.stringify(ACCEPTED_CONSENT)],
  ]);
  return { token: session.access_token.token };
}

export async function recordingByApi(request: APIRequestContext, learner: Learner, id: number) {
  const res = await request.get(`${RECORD_API}/${id}`, { headers: { authorization: `Bearer ${learner.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Recording;
}

/** A recording made through the API (a WAV of flite saying `sentence`) and stopped: its feedback job is due. */
export async function stoppedRecordingByApi(request: APIRequestContext, learner: Learner, sentence?: string): Promise<number> {
  const headers = { authorization: `Bearer ${learner.token}` };
  const created = await request.post(`${RECORD_API}/create`, {
    headers,
    data: { sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const upload = await request.post(`${RECORD_API}/upload_chunked_audio/${id}/0`, {
    headers,
    multipart: { file: { name: 'blob', mimeType: 'audio/wav', buffer: readFileSync(speechFile(sentence)) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  expect((await request.post(`${RECORD_API}/stop_recording/${id}`, { headers })).status()).toBe(200);
  return id;
}

/** A recording made through the API (a WAV of flite saying `sentence`), its feedback job awaited; answers its id. */
export async function processedRecordingByApi(request: APIRequestContext, learner: Learner, sentence: string): Promise<number> {
  const id = await stoppedRecordingByApi(request, learner, sentence);
  await expect
    .poll(async () => (await recordingByApi(request, learner, id)).processing_status, { timeout: 90_000 })
    .toBe('PROCESSED');
  return id;
}

/**
 * The slices of a stopped recording are 0…n-1, one per started 5 s of the audio the server measured (give or take
 * half a second where a cut falls): a missing, repeated or extra slice fails.
 */
export function expectSlicesOf(recording: { received: number[]; duration: number }) {
  expect(recording.received).toEqual(recording.received.map((_, i) => i));
  expect(recording.received.length).toBeGreaterThanOrEqual(Math.ceil((recording.duration - 0.5) / RECORDING_CHUNK_SECONDS));
  expect(recording.received.length).toBeLessThanOrEqual(Math.ceil((recording.duration + 0.5) / RECORDING_CHUNK_SECONDS));
}

export async function recordingsByApi(request: APIRequestContext, learner: Learner) {
  const res = await request.get(`${RECORD_API}/list`, { headers: { authorization: `Bearer ${learner.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { items: { id: number }[]; total: number };
}

/** Seconds on the recorder's timer. */
export async function timerSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = (await page.getByRole('timer', { name: 'Recorded time' }).innerText()).split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** Opens the recordings page and turns the microphone on; waits until Record is usable. */
export async function readyRecorder(page: Page) {
  await page.goto('/dashboard/feedback');
  // The recorder's route is a lazy chunk: a machine busy with other tests' feedback jobs can take a while to paint it.
  await expect(page.getByRole('heading', { level: 1, name: 'Speaking feedback' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Turn on microphone' }).click();
  await expect(page.getByTestId('recorder-status')).toHaveText('Ready to record', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
}

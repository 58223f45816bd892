/** Recording API calls as the browser recorder makes them, for the feedback module's tests and the live room's. */
import { expect } from 'vitest';
import { RECORD_PREFIX, type Recording } from '@parley/contracts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** The settings a browser recorder sends: 48 kHz mono in 5 s slices. */
export const RECORDER_SETTINGS = { sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 };

/** Starts a recording through the API and answers its id; anything but 201 fails the test. */
export async function createRecording(t: TestApp, headers: Headers, body: object = RECORDER_SETTINGS): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/create`, payload: body, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Uploads one slice as the recorder does (multipart field "file"); `query` carries the live-hint flags. */
export function uploadChunk(t: TestApp, headers: Headers, id: number, index: number, data: Uint8Array, query = '') {
  const form = multipart('file', 'blob', data, 'audio/webm');
  return t.app.inject({
    method: 'POST',
    url: `${RECORD_PREFIX}/upload_chunked_audio/${id}/${index}${query}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

export const stopRecording = (t: TestApp, headers: Headers, id: number, query = '') =>
  t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/stop_recording/${id}${query}`, headers });

export const cancelRecording = (t: TestApp, headers: Headers, id: number) =>
  t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/cancel/${id}`, headers });

/** Reads a recording until its feedback job is over (processed or failed). */
export async function finishedRecording(t: TestApp, headers: Headers, id: number, timeoutMs = 120_000): Promise<Recording> {
  let recording: Recording | undefined;
  await expect
    .poll(
      async () => {
        recording = (await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers })).json<Recording>();
        return recording.processing_status;
      },
      { timeout: timeoutMs, interval: 250 },
    )
    .not.toBe('PROCESSING');
  return recording!;
}

import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_AI_FEEDBACK_GIFT, RECORD_PREFIX, RECORDING_TEXTS, type Recording, type TranscriptLine } from '@parley/contracts';
import { recordings, users } from '../../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../../test/auth-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
/** A learner's sentences with known errors, read by flite and encoded as a browser would (Opus in WebM). */
let speech: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  const wav = await synthesizeFixture('yesterday i go to the market. my brother don t like the weather.');
  speech = new Uint8Array(
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { input: wav }),
  );
}, 60_000);
afterAll(() => t.close());

async function learner(plan: 'free' | 'basic' | 'pro', accent = 'en-US') {
  const { auth } = await registerAndVerify(t);
  await t.db.update(users).set({ plan, accent }).where(eq(users.id, auth.user.id));
  return { headers: bearer(auth.access_token), id: auth.user.id };
}

/** Records `audio` in slices like the browser recorder, stops, and waits for the job to finish. */
async function record(headers: Record<string, string>, audio: Uint8Array, slices = 3): Promise<Recording> {
  const created = await t.app.inject({
    method: 'POST',
    url: `${RECORD_PREFIX}/create`,
    payload: { sample_rate: 48000, channels: 1, chunk_size: 5, sample_width: 2 },
    headers,
  });
  const { id } = created.json<{ id: number }>();
  const size = Math.ceil(audio.length / slices);
  for (let i = slices - 1; i >= 0; i -= 1) {
    const form = multipart('file', 'blob', audio.subarray(i * size, (i + 1) * size), 'audio/webm');
    const res = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/upload_chunked_audio/${id}/${i}`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/stop_recording/${id}`, headers })).statusCode).toBe(200);
  let recording: Recording | undefined;
  await expect
    .poll(
      async () => {
        recording = (await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers })).json<Recording>();
        return recording.processing_status;
      },
      { timeout: 90_000, interval: 250 },
    )
    .not.toBe('PROCESSING');
  return recording!;
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('the feedback job', () => {
  it(
    'turns a pro learner’s recording into a transcript, fluency figures and grammar findings on the wrong words',
    { timeout: 120_000 },
    async () => {
      const recording = await record((await learner('pro')).headers, speech);
      expect(recording).toMatchObject({ processing_status: 'PROCESSED', locked: false, notice: null });
      expect(recording.duration).toBeGreaterThan(3);

      const audio = await fetchFile(recording.feedback.processed_audio_url!);
      expect(audio.headers['content-type']).toBe('audio/wav');
      const transcript = (await fetchFile(recording.feedback.transcript_url!)).json<TranscriptLine[]>();
      const words = transcript.flatMap((line) => line.words.map((w) => w.word));
      expect(words).toEqual(expect.arrayContaining(['yesterday', 'market', 'brother', 'weather']));
      expect(transcript[0]).toMatchObject({ id: 0, startTime: expect.stringMatching(/^00:00:0\d\.\d{3}$/) });

      expect(recording.feedback.fluency).toMatchObject({ words: expect.any(Number), words_per_minute: expect.any(Number) });
      expect(recording.feedback.fluency!.words).toBeGreaterThanOrEqual(8);

      const grammar = recording.feedback.chunks.filter((c) => c.error_type === 'GRAMMAR');
      expect(grammar.length).toBeGreaterThan(0);
      const [finding] = grammar;
      expect(finding!.comments[0]).toMatchObject({ is_ai: true, user: null, comment_type: 'TEXT' });
      expect(finding!.comments[0]!.corrected_sentence).toBeTruthy();
      // The finding sits on the wrong words in time: inside the line that holds them.
      const line = transcript.find((l) => l.startSeconds <= finding!.start_time && finding!.end_time <= l.endSeconds + 0.01);
      expect(line).toBeDefined();
    },
  );

  it(
    'gives a basic learner grammar only, and keeps a recording over the quota locked but playable',
    { timeout: 120_000 },
    async () => {
      const recording = await record((await learner('basic')).headers, speech);
      expect(recording.processing_status).toBe('PROCESSED');
      expect(new Set(recording.feedback.chunks.map((c) => c.error_type))).toEqual(new Set(['GRAMMAR']));

      // The free gift already used up (the quota itself is tested through the API in recordings.test.ts).
      const free = await learner('free');
      await t.db.insert(recordings).values(
        Array.from({ length: FREE_AI_FEEDBACK_GIFT }, () => ({
          userId: free.id,
          sampleRate: 48000,
          channels: 1,
          chunkSize: 5,
          sampleWidth: 2,
          status: 'PROCESSED' as const,
          usesAiFeedback: true,
          stoppedAt: new Date(),
        })),
      );
      const locked = await record(free.headers, speech, 1);
      expect(locked).toMatchObject({ processing_status: 'PROCESSED', locked: true, notice: RECORDING_TEXTS.locked });
      expect(locked.feedback).toMatchObject({ transcript_url: null, chunks: [], fluency: null });
      expect((await fetchFile(locked.feedback.processed_audio_url!)).statusCode).toBe(200);
    },
  );

  it('marks a recording whose audio cannot be decoded as failed, with the notice', { timeout: 60_000 }, async () => {
    const recording = await record((await learner('pro')).headers, speech.subarray(0, 120), 1);
    expect(recording).toMatchObject({ processing_status: 'FAILED', notice: RECORDING_TEXTS.failed });
  });
});

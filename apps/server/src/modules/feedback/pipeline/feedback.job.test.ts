import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_AI_FEEDBACK_GIFT, RECORDING_TEXTS, STORAGE_PREFIX, type Recording, type TranscriptLine } from '@parley/contracts';
import { recordings, users } from '../../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../../test/auth-helpers.ts';
import { wavDurationSeconds } from '../../../platform/speech/wav.ts';
import { asBrowserWebm, synthesizeFixture, synthesizeFixtureFile } from '../../../test/speech-fixtures.ts';
import { noticeKinds } from '../../../test/notification-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createRecording,
  finishedRecording,
  RECORDER_SETTINGS,
  stopRecording,
  uploadChunk,
} from '../../../test/recording-helpers.ts';

let t: TestApp;
/**
 * A learner's sentences with known errors, read by flite and encoded as a browser would (Opus in WebM). "she have" is
 * heard with confidence; "yesterday i go to" was heard as "goed", a form never said, and is no longer quoted (ADR 0058).
 */
let speech: Uint8Array;
const LEARNER_SAYS = 'yesterday she have a cold at the market. my brother don t like the weather.';
const PARTNER_SAYS = 'seven purple elephants were dancing near the river bank';
let speechSeconds: number;

beforeAll(async () => {
  t = await createTestApp();
  const wav = await synthesizeFixture(LEARNER_SAYS);
  speechSeconds = wavDurationSeconds(wav);
  speech = asBrowserWebm(wav);
}, 60_000);
afterAll(() => t.close());

async function learner(plan: 'free' | 'basic' | 'pro', accent = 'en-US') {
  const { auth } = await registerAndVerify(t);
  await t.db.update(users).set({ plan, accent }).where(eq(users.id, auth.user.id));
  return { headers: bearer(auth.access_token), id: auth.user.id };
}

/** Records `audio` in slices like the browser recorder, stops, and waits for the job to finish. */
async function record(headers: Record<string, string>, audio: Uint8Array, slices = 3, channels = 1): Promise<Recording> {
  const id = await createRecording(t, headers, { ...RECORDER_SETTINGS, channels });
  const size = Math.ceil(audio.length / slices);
  for (let i = slices - 1; i >= 0; i -= 1) {
    const res = await uploadChunk(t, headers, id, i, audio.subarray(i * size, (i + 1) * size));
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await stopRecording(t, headers, id)).statusCode).toBe(200);
  return finishedRecording(t, headers, id, 90_000);
}

/** A stored file, fetched at the path the answer gives: a path on this server, so any address the app is on reaches it. */
function fetchFile(url: string) {
  expect(url.startsWith(`${STORAGE_PREFIX}/files/`), url).toBe(true);
  return t.app.inject({ method: 'GET', url });
}
const wordsOf = (transcript: TranscriptLine[]) => transcript.flatMap((line) => line.words.map((w) => w.word));

/**
 * A pair conversation as the live room records it (stereo Opus in WebM): the learner (flite slt) on the left, then
 * the partner (flite rms) answering on the right, each channel silent while the other speaks.
 */
async function conversation(): Promise<Uint8Array> {
  const [learnerFile, partnerFile] = [
    await synthesizeFixtureFile(LEARNER_SAYS),
    await synthesizeFixtureFile(PARTNER_SAYS, 'rms'),
  ];
  const graph = '[0:a]apad=whole_dur=10[l];[1:a]adelay=5000,apad=whole_dur=10[r];[l][r]join=inputs=2:channel_layout=stereo[a]';
  return new Uint8Array(
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-i', learnerFile, '-i', partnerFile, '-filter_complex', graph, '-map', '[a]'],
      ...['-ar', '48000', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    ]),
  );
}

describe('the feedback job', () => {
  it(
    'turns a pro learner’s recording into a transcript, fluency figures and grammar findings on the wrong words',
    { timeout: 120_000 },
    async () => {
      const pro = await learner('pro');
      const recording = await record(pro.headers, speech);
      expect(recording).toMatchObject({ processing_status: 'PROCESSED', locked: false, notice: null });
      expect(await noticeKinds(t, pro.headers)).toEqual(['feedback_ready']);
      // Measured from the processed audio, not counted in 5 s slices.
      expect(recording.duration).toBeCloseTo(speechSeconds, 1);

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

  it(
    'analyses only the learner’s channel of a pair conversation and keeps both voices for playback',
    { timeout: 120_000 },
    async () => {
      const recording = await record((await learner('pro')).headers, await conversation(), 2, 2);
      expect(recording.processing_status).toBe('PROCESSED');
      const words = wordsOf((await fetchFile(recording.feedback.transcript_url!)).json<TranscriptLine[]>());
      expect(words).toEqual(expect.arrayContaining(['yesterday', 'market', 'brother', 'weather']));
      expect(words).not.toEqual(expect.arrayContaining(['elephants']));
      expect(words.filter((w) => ['seven', 'elephants', 'dancing', 'river', 'bank'].includes(w))).toEqual([]);
      expect(recording.feedback.chunks.some((c) => c.error_type === 'GRAMMAR')).toBe(true);

      const playback = new Uint8Array((await fetchFile(recording.feedback.processed_audio_url!)).rawPayload);
      expect(t.platform.speech.converter.durationSeconds(playback)).toBeCloseTo(10, 0);
      const heard = (await t.platform.speech.recognizer.transcribe(playback)).words.map((w) => w.word);
      expect(heard).toEqual(expect.arrayContaining(['market', 'elephants', 'river']));
    },
  );

  it('marks a recording whose audio cannot be decoded as failed, with the notice', { timeout: 60_000 }, async () => {
    const recording = await record((await learner('pro')).headers, speech.subarray(0, 120), 1);
    expect(recording).toMatchObject({ processing_status: 'FAILED', notice: RECORDING_TEXTS.failed });
  });
});

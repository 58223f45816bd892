import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChunkReceipt, type LiveHintWindow, type Recording } from '@parley/contracts';
import { loadConfig } from '../../../config.ts';
import { liveHintWindows, users } from '../../../db/schema/index.ts';
import { createSpeech, type SpeechPort } from '../../../platform/speech/index.ts';
import { pcmToWav, wavPcm } from '../../../platform/speech/wav.ts';
import { bearer, registerAndVerify } from '../../../test/auth-helpers.ts';
import { recorderSlices } from '../../../test/recorder-slices.ts';
import { asBrowserWebm, FIXTURE_CACHE_DIR, synthesizeFixture, synthesizeFixtureFile } from '../../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  cancelRecording,
  createRecording,
  finishedRecording,
  RECORDER_SETTINGS,
  stopRecording,
  uploadChunk,
} from '../../../test/recording-helpers.ts';

/** A learner's sentences with known errors, a breath between them: about 13 s, sent as three browser slices. */
const SENTENCES = [
  'yesterday i go to the market with my friends',
  'my brother don’t like the weather in winter',
  'she have two cats and a dog',
  'we was very happy to see them again',
];
/** The wrong words, as the recogniser may hear them (its learner forms write "go" as "goed" after "yesterday i"). */
const WRONG = /\b(go|goed|don't|have|was)\b/;
const SLICES = 3;
const LIVE = '?live_transcribe=true&is_exam_mode=false';

const QUIET = '?live_transcribe=false&is_exam_mode=false';

/** The sentences read by flite with 0.9 s pauses: 16 kHz WAV, and a file of it. */
let sentences: { wav: Uint8Array; file: string };
/** The sentences encoded as a browser's recorder would (Opus in WebM). */
let speech: Uint8Array;
/** The last two alone (about 6 s), where a test runs the feedback job: findings in half the job's work. */
let lastTwo: Uint8Array;

/** `said` read by flite, a 0.9 s pause after each: 16 kHz WAV. */
async function spoken(said: readonly string[]): Promise<Uint8Array> {
  const pause = new Uint8Array(16_000 * 2 * 0.9);
  const pcm = [];
  for (const sentence of said) pcm.push(wavPcm(await synthesizeFixture(sentence.replace('’', "'"))), pause);
  return pcmToWav(new Uint8Array(Buffer.concat(pcm)));
}

/** Slice `index` of `count`, cut by bytes like the job tests do: the first holds the WebM header. */
const slice = (index: number, count = SLICES, audio = speech) => {
  const size = Math.ceil(audio.length / count);
  return audio.subarray(index * size, (index + 1) * size);
};

/**
 * One speech port for the file's apps, with one decoder (the busy case takes the only one): its decoder starts and
 * warms once, and it outlives each app.
 */
let shared: SpeechPort;
const appWith = (env: Record<string, string>) =>
  createTestApp({ env, platform: { speech: { ...shared, close: () => Promise.resolve() } } });

beforeAll(async () => {
  const wav = await spoken(SENTENCES);
  sentences = { wav, file: path.join(FIXTURE_CACHE_DIR, `live-hints-sentences-${process.pid}.wav`) };
  await writeFile(sentences.file, wav);
  speech = asBrowserWebm(wav);
  lastTwo = asBrowserWebm(await spoken(SENTENCES.slice(2)));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), POCKETSPHINX_DECODERS: '1' });
  shared = createSpeech(config);
}, 60_000);
afterAll(async () => {
  await shared.close();
  await rm(sentences.file, { force: true });
});

/** Calls on one test app as one new learner. */
async function learnerOn(t: TestApp, plan: 'free' | 'basic' = 'free') {
  const { auth } = await registerAndVerify(t);
  await t.db.update(users).set({ plan }).where(eq(users.id, auth.user.id));
  const headers = bearer(auth.access_token);
  return {
    create: (channels = 1) => createRecording(t, headers, { ...RECORDER_SETTINGS, channels }),
    async upload(id: number, index: number, query = LIVE, data = slice(index)) {
      const res = await uploadChunk(t, headers, id, index, data, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChunkReceipt>();
    },
    stop: (id: number, testMyself = false) => stopRecording(t, headers, id, `?test_myself=${testMyself}`),
    cancel: (id: number) => cancelRecording(t, headers, id),
    processed: (id: number): Promise<Recording> => finishedRecording(t, headers, id),
  };
}

const keptWindows = (t: TestApp, id: number) => t.db.select().from(liveHintWindows).where(eq(liveHintWindows.recordingId, id));

/**
 * Starts the decoder and the app's grammar checker with a throw-away slice: on a loaded machine a cold decoder's start
 * can exceed its time limit, and these tests are about warm hints.
 */
async function warmUp(t: TestApp) {
  const learner = await learnerOn(t);
  const id = await learner.create();
  const deadline = Date.now() + 180_000;
  while ((await learner.upload(id, 0)).live_hints?.status !== 'READY') {
    if (Date.now() > deadline) throw new Error('the speech engines did not warm up in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await learner.cancel(id);
}

describe('live hints while recording', () => {
  let t: TestApp;
  // Long enough that every answer carries its own slice's hints, so what they say can be checked.
  beforeAll(async () => {
    t = await appWith({ LIVE_HINTS_ANSWER_WAIT_MS: '90000' });
    await warmUp(t);
  }, 240_000);
  afterAll(() => t.close());

  it(
    'answers each slice with the words just heard and grammar corrections on the wrong words, nothing twice',
    { timeout: 180_000 },
    async () => {
      const learner = await learnerOn(t);
      const id = await learner.create();
      const seen = new Map<number, LiveHintWindow>();
      for (let index = 0; index < SLICES; index += 1) {
        const receipt = await learner.upload(id, index);
        expect(receipt).toMatchObject({ stored: true, live_hints: { status: 'READY', reason: null } });
        const windows = receipt.live_hints!.windows;
        expect(windows.at(-1)!.chunk_index).toBe(index);
        // An earlier slice comes again exactly as it was, so a client keeps each once by its index.
        for (const window of windows) {
          if (seen.has(window.chunk_index)) expect(window).toEqual(seen.get(window.chunk_index));
          seen.set(window.chunk_index, window);
        }
      }
      const windows = [...seen.values()];
      // Each stretch starts where the one before ended: no word is shown twice.
      for (const [i, window] of windows.entries()) {
        expect(window.end_seconds).toBeGreaterThanOrEqual(window.start_seconds);
        if (i > 0) expect(window.start_seconds).toBeCloseTo(windows[i - 1]!.end_seconds, 5);
      }
      const heard = windows.map((w) => w.text).join(' ');
      expect(heard).toMatch(/yesterday/);
      expect(heard).toMatch(/brother/);
      expect(heard).toMatch(/cats/);

      const corrections = windows.flatMap((w) => w.corrections);
      expect(corrections.some((c) => WRONG.test(c.said))).toBe(true);
      for (const correction of corrections) {
        expect(correction).toMatchObject({ error_type: 'GRAMMAR', explanation: expect.any(String) });
        expect(correction.corrected_sentence).not.toBe('');
      }
      const places = corrections.map((c) => `${c.category}@${c.start_seconds}`);
      expect(new Set(places).size).toBe(places.length);
      expect(new Set(corrections.map((c) => c.id)).size).toBe(corrections.length);

      // A repeated upload (an answer lost on the way) is answered with what was worked out, not worked out again.
      const repeat = await learner.upload(id, SLICES - 1);
      expect(repeat).toMatchObject({ stored: false, live_hints: { status: 'READY' } });
      expect(repeat.live_hints!.windows.at(-1)).toEqual(seen.get(SLICES - 1));

      // Cancelling throws the hints away with the audio.
      expect((await keptWindows(t, id)).length).toBe(SLICES);
      expect((await learner.cancel(id)).statusCode).toBe(200);
      expect(await keptWindows(t, id)).toEqual([]);
    },
  );

  it('reads and decodes only the newest slices for a hint, however long the recording is', { timeout: 180_000 }, async () => {
    // A minute and a half of the sentences over and over, in 5 s slices as a browser sends them; hints at the end only.
    const slices = recorderSlices(sentences.file, 90, 'webm');
    const last = slices.length - 1;
    const learner = await learnerOn(t);
    const id = await learner.create();
    for (const [index, data] of slices.slice(0, last).entries()) await learner.upload(id, index, QUIET, data);
    const storage = t.platform.storage;
    const get = storage.get;
    const reads: string[] = [];
    storage.get = (key) => {
      reads.push(key);
      return get(key);
    };
    const receipt = await learner.upload(id, last, LIVE, slices[last]).finally(() => (storage.get = get));
    // The first slice (the container's header) and the three newest: the same four at any length.
    expect(reads).toHaveLength(4);
    const window = receipt.live_hints!.windows.at(-1)!;
    expect(window.chunk_index).toBe(last);
    // Heard at the end of the recording, where those slices put it.
    expect(window.end_seconds).toBeGreaterThan(80);
    expect(window.text).toMatch(/yesterday|market|friends|brother|weather|winter|cats|dog|happy|again/);
  });

  it('answers no hints when none are asked for', async () => {
    const learner = await learnerOn(t);
    const id = await learner.create();
    const receipt = await learner.upload(id, 0, QUIET);
    expect(receipt.stored).toBe(true);
    expect(receipt).not.toHaveProperty('live_hints');
    expect(await keptWindows(t, id)).toEqual([]);
  });

  it('hears only the learner on the left channel of a pair conversation, like its feedback', { timeout: 120_000 }, async () => {
    const learner = await learnerOn(t);
    const id = await learner.create(2);
    const [hints] = (await learner.upload(id, 0, LIVE, await conversationSlice())).live_hints!.windows;
    expect(hints!.text).toMatch(/yesterday/);
    expect(hints!.text).not.toMatch(/purple|elephants|dancing|river/);
  });

  it(
    'never gives an exam-mode recording hints, even when a later slice asks, and stop marks it test myself',
    { timeout: 120_000 },
    async () => {
      const learner = await learnerOn(t, 'basic');
      const id = await learner.create();
      // Short slices: the feedback job the stop starts is waited for, so that it leaves the one decoder to later tests.
      const first = await learner.upload(id, 0, '?live_transcribe=true&is_exam_mode=true', slice(0, 6));
      expect(first.live_hints).toEqual({ status: 'OFF', reason: 'EXAM_MODE', windows: [] });
      // The first chunk fixed the mode: a later one cannot turn the hints on.
      const second = await learner.upload(id, 1, LIVE, slice(1, 6));
      expect(second).toMatchObject({ stored: true, live_hints: { status: 'OFF', reason: 'EXAM_MODE', windows: [] } });
      expect(await keptWindows(t, id)).toEqual([]);

      const stopped = await learner.stop(id, false);
      expect(stopped.json()).toMatchObject({ test_myself: true });
      expect((await learner.processed(id)).processing_status).toBe('PROCESSED');
    },
  );

  it('leaves the final feedback as it would be without hints, and drops the hints at stop', { timeout: 300_000 }, async () => {
    const learner = await learnerOn(t, 'basic');
    const [live, quiet] = [await learner.create(), await learner.create()];
    for (let index = 0; index < SLICES; index += 1) {
      await learner.upload(live, index, LIVE, slice(index, SLICES, lastTwo));
      await learner.upload(quiet, index, QUIET, slice(index, SLICES, lastTwo));
    }
    expect((await keptWindows(t, live)).length).toBe(SLICES);
    // One job after the other: the job's second opinions have a time budget, which two jobs at once on a loaded machine
    // can run out of differently.
    expect((await learner.stop(live)).statusCode).toBe(200);
    expect(await keptWindows(t, live)).toEqual([]);
    const withHints = await learner.processed(live);
    expect((await learner.stop(quiet)).statusCode).toBe(200);
    const without = await learner.processed(quiet);

    const findings = (recording: Recording) =>
      recording.feedback.chunks.map((c) => ({
        type: c.error_type,
        start: c.start_time,
        end: c.end_time,
        said: c.comments[0]?.ext.word,
        corrected: c.comments[0]?.corrected_sentence,
      }));
    expect(withHints.processing_status).toBe('PROCESSED');
    expect(findings(withHints).length).toBeGreaterThan(0);
    expect(findings(withHints)).toEqual(findings(without));
  });
});

describe('live hints when the speech decoder is busy', () => {
  let t: TestApp;
  // The answer would wait a minute for hints: only skipping them can make it quick. The shared decoder is warm; the
  // grammar checker loads with the first slice.
  beforeAll(async () => {
    t = await appWith({ LIVE_HINTS_DECODER_WAIT_MS: '200', LIVE_HINTS_ANSWER_WAIT_MS: '60000' });
  });
  afterAll(() => t.close());

  it('answers at once with the hints skipped, and a later slice covers the audio they missed', { timeout: 180_000 }, async () => {
    const learner = await learnerOn(t);
    const id = await learner.create();
    // A feedback job's worth of speech on the only decoder: the sentences, one utterance of seconds of decoding.
    const job = t.platform.speech.recognizer.transcribe(sentences.wav).then(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, 500));

    const skipped = await learner.upload(id, 0);
    const answeredAt = performance.now();
    expect(skipped).toMatchObject({ stored: true, received: [0], live_hints: { status: 'SKIPPED', reason: 'BUSY' } });
    // It did not wait behind the job.
    expect(answeredAt).toBeLessThan(await job);
    expect(await keptWindows(t, id)).toEqual([]);

    // The next slice's hints start at the beginning, where the skipped one's would have.
    expect((await learner.upload(id, 1)).live_hints?.status).toBe('READY');
    const [window] = (await learner.upload(id, 1)).live_hints!.windows;
    expect(window).toMatchObject({ chunk_index: 1, start_seconds: 0 });
    expect(window!.text).toMatch(/yesterday/);
  });
});

describe('live hints that take longer than the answer waits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ LIVE_HINTS_ANSWER_WAIT_MS: '0' });
  });
  afterAll(() => t.close());

  it('answers without them and gives them with a later answer', { timeout: 240_000 }, async () => {
    const learner = await learnerOn(t);
    const id = await learner.create();
    const first = await learner.upload(id, 0);
    expect(first).toMatchObject({ stored: true, live_hints: { status: 'SKIPPED', reason: 'LATE', windows: [] } });
    // Worked out in the background (the grammar checker loading first); a repeated upload starts it again if it failed.
    const kept = async () => {
      if ((await keptWindows(t, id)).length > 0) return true;
      await learner.upload(id, 0);
      return false;
    };
    await expect.poll(kept, { timeout: 180_000, interval: 1000 }).toBe(true);

    const next = await learner.upload(id, 1);
    expect(next.live_hints!.windows[0]).toMatchObject({ chunk_index: 0, text: expect.stringMatching(/yesterday/) });
  });
});

/**
 * The first slice of a pair conversation as the live room records it (stereo Opus in WebM): the learner on the left,
 * the partner (flite rms) talking over them on the right. Mixed, the partner's words would be heard.
 */
async function conversationSlice(): Promise<Uint8Array> {
  const partner = await synthesizeFixtureFile('seven purple elephants were dancing near the river bank', 'rms');
  const graph = '[1:a]apad[p];[0:a][p]amerge=inputs=2[a]';
  const stereo = execFileSync(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-i', 'pipe:0', '-i', partner, '-filter_complex', graph, '-map', '[a]'],
      ...['-ar', '48000', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    ],
    { input: speech },
  );
  return new Uint8Array(stereo.subarray(0, Math.ceil(stereo.length / SLICES)));
}

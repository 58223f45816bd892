import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORD_PREFIX, RECORDING_TEXTS } from '@parley/contracts';
import {
  feedbackChunks,
  feedbackComments,
  fileDeletions,
  jobs,
  recordingChunks,
  recordings,
  reviewRequests,
  users,
} from '../../db/schema/index.ts';
import { fileUrl } from '../../shared/file-url.ts';
import { storedBytes } from '../../shared/stored-bytes.ts';
import { bearer, expectError, registerAndVerify } from '../../test/auth-helpers.ts';
import { createRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Person {
  id: number;
  headers: Record<string, string>;
}
let t: TestApp;
let learner: Person;
let teacher: Person;

async function person(status: 'STUDENT' | 'TEACHER'): Promise<Person> {
  const { auth } = await registerAndVerify(t, { status });
  // Basic: the learner may ask any teacher for a review.
  await t.db.update(users).set({ plan: 'basic' }).where(eq(users.id, auth.user.id));
  return { id: auth.user.id, headers: bearer(auth.access_token) };
}
/** Three seconds of Opus in WebM, cut like a browser recorder's slices: the first holds the header. */
let slices: Uint8Array[];

beforeAll(async () => {
  t = await createTestApp();
  [learner, teacher] = await Promise.all([person('STUDENT'), person('TEACHER')]);
  const webm = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
  ]);
  const half = Math.ceil(webm.length / 2);
  slices = [0, 1].map((i) => new Uint8Array(webm.subarray(i * half, (i + 1) * half)));
});
afterAll(() => t.close());

const remove = (id: number | string, headers = learner.headers) =>
  t.app.inject({ method: 'DELETE', url: `${RECORD_PREFIX}/${id}`, headers });
const read = (id: number, headers = learner.headers) => t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers });
const listed = async (headers = learner.headers) =>
  (await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list`, headers })).json<{ items: { id: number }[] }>().items;

/** A recording of the learner with both slices uploaded, as the recorder leaves it. */
async function recorded() {
  const id = await createRecording(t, learner.headers);
  for (const [i, slice] of slices.entries()) expect((await uploadChunk(t, learner.headers, id, i, slice)).statusCode).toBe(200);
  return id;
}

/** A stored file under `key`, through the storage port. */
const put = (key: string) => t.platform.storage.put(key, new Uint8Array([1, 2, 3]), 'audio/wav');
const gone = async (keys: string[]) => Promise.all(keys.map(async (key) => (await t.platform.storage.get(key)) === null));

describe('DELETE record/{recordingId}', () => {
  it("takes a finished recording's audio, transcript, comment audio and word clips, and its bytes from the space", async () => {
    const id = await recorded();
    const chunkKeys = (await t.db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, id))).map(
      (c) => c.storageKey,
    );
    const [audio, transcript, voice, clip] = ['audio', 'transcript', 'voice', 'word'].map((k) => `rec${id}-${k}-test`);
    for (const key of [audio!, transcript!, voice!, clip!]) await put(key);
    await t.db
      .update(recordings)
      .set({ status: 'PROCESSED', stoppedAt: t.clock.now(), processedAudioKey: audio, transcriptKey: transcript })
      .where(eq(recordings.id, id));
    const [chunk] = await t.db
      .insert(feedbackChunks)
      .values({ recordingId: id, startTime: 0, endTime: 1, errorType: 'MISPRONUNCIATION' })
      .returning();
    await t.db.insert(feedbackComments).values([
      { chunkId: chunk!.id, isAi: true, ext: { user_pronunciation: { url: fileUrl(clip!)!, score: 40 } } },
      { chunkId: chunk!.id, userId: teacher.id, audioKey: voice },
    ] as (typeof feedbackComments.$inferInsert)[]);
    const before = await storedBytes(t.db, learner.id);
    expect(before).toBe(slices[0]!.length + slices[1]!.length);

    expectError(await remove(id, teacher.headers), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expect((await read(id)).statusCode).toBe(200);

    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await listed()).map((r) => r.id)).not.toContain(id);
    expectError(await read(id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expect(await gone([...chunkKeys, audio!, transcript!, voice!, clip!])).not.toContain(false);
    expect(await t.db.select().from(fileDeletions)).toEqual([]);
    expect(await storedBytes(t.db, learner.id)).toBe(0);
    expect(await t.db.select().from(feedbackChunks).where(eq(feedbackChunks.recordingId, id))).toEqual([]);
    expectError(await remove(id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
  });

  it('cancels a recording still being made, then deletes it', async () => {
    const id = await recorded();
    const [chunk] = await t.db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, id));
    expect((await remove(id)).json()).toEqual({ ok: true });
    expect(await gone([chunk!.storageKey])).toEqual([true]);
    expectError(await read(id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expectError(await uploadChunk(t, learner.headers, id, 2, slices[1]!), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
  });

  it("takes the recording off its teacher's review list, while the month still counts the request", async () => {
    const id = await recorded();
    await t.db.update(recordings).set({ status: 'PROCESSED', stoppedAt: t.clock.now() }).where(eq(recordings.id, id));
    const asked = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/${id}/review`,
      payload: { teacher_id: teacher.id },
      headers: learner.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const requests = () =>
      t.app.inject({ method: 'GET', url: `${RECORD_PREFIX.replace(/\/record$/, '')}/review_requests`, headers: teacher.headers });
    expect((await requests()).json<{ recording_id: number }[]>().map((r) => r.recording_id)).toContain(id);

    expect((await remove(id)).statusCode).toBe(200);
    expect((await requests()).json<{ recording_id: number }[]>().map((r) => r.recording_id)).not.toContain(id);
    expectError(await read(id, teacher.headers), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expect((await listed(teacher.headers)).map((r) => r.id)).not.toContain(id);
    expect(await t.db.select().from(reviewRequests).where(eq(reviewRequests.recordingId, id))).toHaveLength(1);
  });

  it('answers bad and unknown ids with the error envelope', async () => {
    expectError(await remove('abc'), 400, 'VALIDATION_ERROR');
    expectError(await remove(0), 400, 'VALIDATION_ERROR');
    expectError(await remove(2_000_000_000), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expect((await t.app.inject({ method: 'DELETE', url: `${RECORD_PREFIX}/1` })).statusCode).toBe(401);
  });
});

describe('a feedback job in flight for a deleted recording', () => {
  /** Stops a recording, deletes it while its job decodes (before or after reading the audio), and waits for the job. */
  async function deletedWhileDecoding(when: 'before' | 'after') {
    const id = await recorded();
    const converter = t.platform.speech.converter;
    const decode = converter.toWav16kMonoVoices.bind(converter);
    const decoding = vi.spyOn(converter, 'toWav16kMonoVoices').mockImplementation(async (audio, voices) => {
      if (when === 'after') {
        const decoded = await decode(audio, voices);
        expect((await remove(id)).statusCode).toBe(200);
        return decoded;
      }
      expect((await remove(id)).statusCode).toBe(200);
      return decode(audio, voices);
    });
    const stored = vi.spyOn(t.platform.storage, 'put');
    expect((await stopRecording(t, learner.headers, id)).statusCode).toBe(200);
    const job = async () => {
      const all = await t.db.select().from(jobs).where(eq(jobs.name, 'feedback'));
      return all.find((j) => (j.payload as { recordingId: number }).recordingId === id);
    };
    await expect.poll(async () => (await job())?.status, { timeout: 60_000, interval: 200 }).toBe('done');
    const written = stored.mock.calls.map(([key]) => key).filter((key) => key.startsWith(`rec${id}-`));
    decoding.mockRestore();
    stored.mockRestore();
    const [row] = await t.db.select().from(recordings).where(eq(recordings.id, id));
    expect(row).toMatchObject({ error: null, processedAudioKey: null, transcriptKey: null, status: 'PROCESSING' });
    expect(await gone(written)).not.toContain(false);
    expect(await t.db.select().from(feedbackChunks).where(eq(feedbackChunks.recordingId, id))).toEqual([]);
    expectError(await read(id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    return written;
  }

  it('ends quietly when its audio went before the job read it', { timeout: 90_000 }, async () => {
    await deletedWhileDecoding('before');
  });

  it('ends quietly when it was deleted after the audio was read, its own files deleted', { timeout: 90_000 }, async () => {
    expect((await deletedWhileDecoding('after')).length).toBeGreaterThan(0);
  });
});

// Postgres pass too: a recording's chunks are uploaded at once.
import { execFileSync } from 'node:child_process';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_AI_FEEDBACK_GIFT,
  missingChunksText,
  RECORD_PREFIX,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_TEXTS,
} from '@parley/contracts';
import { feedbackChunks, jobs, recordingChunks, recordings, teacherSubscriptions, users } from '../../db/schema/index.ts';
import { bearer, expectError, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cancelRecording, createRecording, RECORDER_SETTINGS, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';

let t: TestApp;
let auth: Record<string, string>;
let other: Record<string, string>;
let userId: number;
/** Ten seconds of real Opus in WebM, cut like a browser recorder's slices: the first holds the header. */
let slices: Uint8Array[];

beforeAll(async () => {
  t = await createTestApp();
  const [mine, theirs] = await Promise.all([registerAndVerify(t), registerAndVerify(t)]);
  auth = bearer(mine.auth.access_token);
  other = bearer(theirs.auth.access_token);
  userId = mine.auth.user.id;
  await t.db.update(users).set({ plan: 'basic' }).where(eq(users.id, userId));
  const webm = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=10'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
  ]);
  const third = Math.ceil(webm.length / 3);
  slices = [0, 1, 2].map((i) => new Uint8Array(webm.subarray(i * third, (i + 1) * third)));
});
afterAll(() => t.close());

const create = (headers = auth) => createRecording(t, headers);
// Live hints have their own tests (live-hints/live-hints.test.ts).
const upload = (id: number, index: number, data: Uint8Array, headers = auth) =>
  uploadChunk(t, headers, id, index, data, '?live_transcribe=false&is_exam_mode=false');
const stop = (id: number, headers = auth, testMyself = 'false') => stopRecording(t, headers, id, `?test_myself=${testMyself}`);
const cancel = (id: number, headers = auth) => cancelRecording(t, headers, id);
/** The stored audio of one chunk, through the storage port. */
async function storedChunk(id: number, index: number) {
  const [row] = await t.db
    .select()
    .from(recordingChunks)
    .where(and(eq(recordingChunks.recordingId, id), eq(recordingChunks.index, index)));
  return row ? t.platform.storage.get(row.storageKey) : null;
}
const read = (id: number, headers = auth) => t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers });

describe('POST record/create', () => {
  it('starts a recording with the recorder settings and answers its id', async () => {
    const id = await create();
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, processing_status: 'RECORDING', duration: 0, received: [], locked: false });
  });

  it('refuses settings out of range, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/create`,
      payload: { ...RECORDER_SETTINGS, chunk_size: 10 },
      headers: auth,
    });
    expectError(res, 400, 'VALIDATION_ERROR', 'chunk_size is 5 seconds');
    const unknownEvent = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/create`,
      payload: { ...RECORDER_SETTINGS, event_id: 'zzzz' },
      headers: auth,
    });
    expectError(unknownEvent, 404, 'NOT_FOUND', 'This event does not exist');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/create`, payload: RECORDER_SETTINGS });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST record/upload_chunked_audio', () => {
  it('stores a repeated chunk once, assembles out-of-order chunks by index, and lists what arrived', async () => {
    const id = await create();
    const third = await upload(id, 2, slices[2]!);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json()).toEqual({ recording_id: id, chunk_index: 2, stored: true, received: [2] });
    expect((await upload(id, 0, slices[0]!)).json()).toMatchObject({ stored: true, received: [0, 2] });
    const repeat = await upload(id, 0, slices[1]!);
    expect(repeat.json()).toMatchObject({ stored: false, received: [0, 2] });
    const stored = await storedChunk(id, 0);
    expect(Buffer.from(stored!.data).equals(Buffer.from(slices[0]!))).toBe(true);
    expect(stored!.contentType).toBe('audio/webm');
  });

  it('resumes after a lost chunk: stop names the missing ones, and succeeds once they arrive', async () => {
    const id = await create();
    await upload(id, 0, slices[0]!);
    await upload(id, 2, slices[2]!);
    expectError(await stop(id), 400, 'VALIDATION_ERROR', missingChunksText([1]));
    expect((await read(id)).json().received).toEqual([0, 2]);
    expect((await upload(id, 1, slices[1]!)).json().received).toEqual([0, 1, 2]);
    const stopped = await stop(id);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ id, processing_status: 'PROCESSING', locked: false });
  });

  it('answers every upload of a recording sent at once with the indexes stored by then, each stored once', async () => {
    const id = await create();
    const answers = await Promise.all([0, 1, 2, 1, 0].map((index) => upload(id, index, slices[index]!)));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().received).toContain([0, 1, 2, 1, 0][i]);
    }
    const stored = answers.map((res) => res.json<{ chunk_index: number; stored: boolean }>()).filter((a) => a.stored);
    expect(stored.map((a) => a.chunk_index).sort()).toEqual([0, 1, 2]);
    expect((await read(id)).json().received).toEqual([0, 1, 2]);
  });

  it('refuses a chunk over 2 MB (413) and one that is not audio (415), storing nothing', async () => {
    const id = await create();
    const big = new Uint8Array(RECORDING_CHUNK_MAX_BYTES + 1);
    big.set(slices[0]!.subarray(0, 64));
    expectError(await upload(id, 0, big), 413, 'PAYLOAD_TOO_LARGE', RECORDING_TEXTS.tooBig);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expectError(await upload(id, 0, png), 415, 'UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
    expectError(await upload(id, 3, png), 415, 'UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
    const text = new TextEncoder().encode('just some text pretending to be audio, '.repeat(20));
    expectError(await upload(id, 1, text), 415, 'UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
    // A first chunk must open an audio container; later ones continue it.
    expectError(await upload(id, 0, slices[1]!), 415, 'UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
    expect((await read(id)).json().received).toEqual([]);
  });

  it('accepts WAV and Ogg as well as WebM', async () => {
    const wav = execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-f', 'wav', 'pipe:1']);
    const ogg = execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libopus', '-f', 'ogg', 'pipe:1'],
    ]);
    const id = await create();
    expect((await upload(id, 0, wav)).statusCode).toBe(200);
    const second = await create();
    expect((await upload(second, 0, ogg)).statusCode).toBe(200);
    expect((await storedChunk(second, 0))!.contentType).toBe('audio/ogg');
  });

  it('refuses an index past 30 minutes, a missing file, and a stopped recording', async () => {
    const id = await create();
    expectError(await upload(id, 360, slices[0]!), 400, 'VALIDATION_ERROR', RECORDING_TEXTS.tooLong);
    const empty = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/upload_chunked_audio/${id}/0`,
      payload: {},
      headers: auth,
    });
    expectError(empty, 415, 'UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.noFile);
    await upload(id, 0, slices[0]!);
    await stop(id);
    expectError(await upload(id, 1, slices[1]!), 409, 'CONFLICT', RECORDING_TEXTS.notRecording);
  });

  it("answers someone else's recording as missing, for every call", async () => {
    const id = await create();
    await upload(id, 0, slices[0]!);
    expectError(await upload(id, 1, slices[1]!, other), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expectError(await read(id, other), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expectError(await stop(id, other), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expectError(await cancel(id, other), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expect((await read(id)).json().received).toEqual([0]);
  });
});

describe('POST record/stop_recording and cancel', () => {
  it('measures the audio at stop, so the recording and the list show its real length before processing', async () => {
    const id = await create();
    for (const [index, slice] of slices.entries()) await upload(id, index, slice);
    const stopped = await stop(id);
    expect(stopped.json<{ duration: number }>().duration).toBeCloseTo(10, 1);
    expect((await read(id)).json<{ duration: number }>().duration).toBeCloseTo(10, 1);
    const list = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list?limit=10&offset=0`, headers: auth });
    const listed = list.json<{ items: { id: number; duration: number }[] }>().items.find((item) => item.id === id);
    expect(listed?.duration).toBeCloseTo(10, 1);
  });

  it('keeps the estimate from the slices when the audio cannot be measured', async () => {
    const id = await create();
    // A WebM header and nothing playable after it: accepted as a first slice, unreadable as a whole.
    await upload(id, 0, slices[0]!.subarray(0, 64));
    await upload(id, 1, new Uint8Array(4096).fill(7));
    expect((await stop(id)).json()).toMatchObject({ processing_status: 'PROCESSING', duration: 10 });
  });

  it('queues one feedback job however often stop is repeated, keeping exam mode', async () => {
    const id = await create();
    await upload(id, 0, slices[0]!);
    expect(await stop(id, auth, 'true').then((r) => r.json())).toMatchObject({
      processing_status: 'PROCESSING',
      test_myself: true,
    });
    expect((await stop(id)).json()).toMatchObject({ processing_status: 'PROCESSING', test_myself: true });
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, 'feedback'));
    expect(queued.filter((job) => (job.payload as { recordingId: number }).recordingId === id)).toHaveLength(1);
  });

  it('refuses to stop a recording with nothing in it', async () => {
    expectError(await stop(await create()), 400, 'VALIDATION_ERROR', RECORDING_TEXTS.nothingRecorded);
  });

  it('cancel throws a recording and its audio away; a recording sent for feedback cannot be cancelled', async () => {
    const id = await create();
    await upload(id, 0, slices[0]!);
    const [chunk] = await t.db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, id));
    expect((await cancel(id)).json()).toEqual({ ok: true });
    expect(await t.platform.storage.get(chunk!.storageKey)).toBeNull();
    expectError(await read(id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);

    const sent = await create();
    await upload(sent, 0, slices[0]!);
    await stop(sent);
    expectError(await cancel(sent), 409, 'CONFLICT', RECORDING_TEXTS.cannotCancel);
  });
});

describe('AI feedback quota', () => {
  it(`gives a free learner ${FREE_AI_FEEDBACK_GIFT} recordings with AI feedback, then keeps the next locked`, async () => {
    const { auth: session } = await registerAndVerify(t);
    const headers = bearer(session.access_token);
    const results: boolean[] = [];
    for (let i = 0; i <= FREE_AI_FEEDBACK_GIFT; i += 1) {
      const id = await create(headers);
      await upload(id, 0, slices[0]!, headers);
      results.push((await stop(id, headers)).json<{ locked: boolean }>().locked);
    }
    expect(results).toEqual([...Array<boolean>(FREE_AI_FEEDBACK_GIFT).fill(false), true]);
    const [last] = await t.db.select().from(recordings).where(eq(recordings.userId, session.user.id)).orderBy(recordings.id);
    expect(last).toBeDefined();
    const list = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list?limit=10`, headers });
    const newest = list.json<{ items: { id: number; locked: boolean }[] }>().items[0]!;
    const full = (await read(newest.id, headers)).json();
    expect(full).toMatchObject({ locked: true, notice: RECORDING_TEXTS.locked, feedback: { chunks: [], transcript_url: null } });

    // A teacher's Lite/AI plan adds its month of AI feedback; once it lapses, recordings lock again.
    const plan = { provider: 'sandbox' as const, providerId: `sub_ai_${session.user.id}`, studentId: session.user.id };
    const teacher = (await registerAndVerify(t, { status: 'TEACHER' })).auth.user.id;
    await t.db
      .insert(teacherSubscriptions)
      .values({ ...plan, teacherId: teacher, tier: 'ai', status: 'active', eventAt: t.clock.now() });
    const withPlan = async () => {
      const id = await create(headers);
      await upload(id, 0, slices[0]!, headers);
      return (await stop(id, headers)).json<{ locked: boolean }>().locked;
    };
    expect(await withPlan()).toBe(false);
    await t.db
      .update(teacherSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(teacherSubscriptions.providerId, plan.providerId));
    expect(await withPlan()).toBe(true);
  });
});

describe("a teacher's plan students' recordings", () => {
  it('a teacher sees the recordings and AI feedback of students holding their plan, and only while it is live', async () => {
    const { auth: student } = await registerAndVerify(t);
    const headers = bearer(student.access_token);
    const { auth: teacher } = await registerAndVerify(t, { status: 'TEACHER' });
    const { auth: other } = await registerAndVerify(t, { status: 'TEACHER' });
    const teacherHeaders = bearer(teacher.access_token);
    const id = await create(headers);
    await upload(id, 0, slices[0]!, headers);
    await stop(id, headers);
    const list = () => t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/students`, headers: teacherHeaders });
    expect((await list()).json()).toEqual([]);
    expectError(await read(id, teacherHeaders), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);

    const plan = { provider: 'sandbox' as const, providerId: `sub_view_${student.user.id}`, studentId: student.user.id };
    await t.db
      .insert(teacherSubscriptions)
      .values({ ...plan, teacherId: teacher.user.id, tier: 'ai', status: 'active', eventAt: t.clock.now() });
    expect((await read(id, teacherHeaders)).statusCode).toBe(200);
    expect((await list()).json()).toMatchObject([{ id, tier: 'ai', student: { id: student.user.id } }]);
    expectError(await read(id, bearer(other.access_token)), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    expectError(
      await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/students`, headers }),
      403,
      'FORBIDDEN',
      RECORDING_TEXTS.teachersOnly,
    );

    await t.db
      .update(teacherSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(teacherSubscriptions.providerId, plan.providerId));
    expect((await list()).json()).toEqual([]);
    expectError(await read(id, teacherHeaders), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
  });
});

describe('GET record/list', () => {
  it("pages the caller's own recordings, newest first, without cancelled ones", async () => {
    const { auth: session } = await registerAndVerify(t);
    const headers = bearer(session.access_token);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1000);
      ids.push(await create(headers));
    }
    await cancel(ids[11]!, headers);
    const first = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list?limit=10&offset=0`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(11);
    expect(first.json().items.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 11).reverse().slice(0, 10));
    const more = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list?limit=10&offset=10`, headers });
    expect(more.json().items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const theirs = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list`, headers: other });
    expect(theirs.json().items.some((r: { id: number }) => ids.includes(r.id))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list` })).statusCode).toBe(401);
  });

  it('carries words per minute and the findings once the feedback is ready, and neither while it is locked', async () => {
    const { auth: session } = await registerAndVerify(t);
    const headers = bearer(session.access_token);
    const [ready, locked, pending] = [await create(headers), await create(headers), await create(headers)];
    const fluency = {
      duration_seconds: 60,
      speaking_seconds: 50,
      words: 110,
      words_per_minute: 132,
      pauses: [],
      fillers: 2,
      fillers_per_minute: 2,
    };
    await t.db
      .update(recordings)
      .set({ status: 'PROCESSED', fluency })
      .where(inArray(recordings.id, [ready, locked]));
    await t.db.update(recordings).set({ locked: true }).where(eq(recordings.id, locked));
    const span = { startTime: 0, endTime: 1 };
    await t.db.insert(feedbackChunks).values([
      { ...span, recordingId: ready, errorType: 'GRAMMAR' },
      { ...span, recordingId: ready, errorType: 'VOCAB' },
      { ...span, recordingId: ready, errorType: null },
      { ...span, recordingId: locked, errorType: 'GRAMMAR' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list`, headers });
    const byId = new Map(res.json<{ items: { id: number }[] }>().items.map((r) => [r.id, r]));
    expect(byId.get(ready)).toMatchObject({ words_per_minute: 132, findings: 2 });
    expect(byId.get(locked)).toMatchObject({ words_per_minute: null, findings: null });
    expect(byId.get(pending)).toMatchObject({ words_per_minute: null, findings: null });
  });
});

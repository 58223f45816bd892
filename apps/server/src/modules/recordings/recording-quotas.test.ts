import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABANDONED_RECORDING_HOURS,
  FEEDBACK_BUSY_RETRY_SECONDS,
  FEEDBACK_JOBS_IN_FLIGHT_MAX,
  OPEN_RECORDINGS_MAX,
  feedbackBusyText,
  openRecordingsText,
  RECORD_PREFIX,
  storageFullText,
} from '@parley/contracts';
import { recordingChunks, recordings } from '../../db/schema/index.ts';
import { pcmToWav } from '../../platform/speech/wav.ts';
import { bearer, expectError, login, registerAndVerify } from '../../test/auth-helpers.ts';
import { createRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { fillSpace } from '../../test/space-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepAbandonedRecordings } from './abandoned.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** A tenth of a second of silence: enough for a chunk, cheap to measure. */
const CHUNK = pcmToWav(new Uint8Array(3200));

let t: TestApp;
beforeAll(async () => {
  // No worker: stopped recordings stay PROCESSING, as if their feedback jobs were queued behind others.
  t = await createTestApp({
    env: {
      ROLES: 'api',
      OPEN_RECORDINGS_MAX: String(OPEN_RECORDINGS_MAX),
      FEEDBACK_JOBS_IN_FLIGHT_MAX: String(FEEDBACK_JOBS_IN_FLIGHT_MAX),
    },
  });
});
afterAll(() => t.close());

async function learner() {
  const { account, auth } = await registerAndVerify(t);
  const person = { id: auth.user.id, headers: bearer(auth.access_token) };
  // Access tokens last 15 minutes of the test's clock: after moving it, sign in again.
  const signIn = async () => (person.headers = bearer((await login(t, account.email, account.password)).access_token));
  return Object.assign(person, { signIn });
}

const tryCreate = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${RECORD_PREFIX}/create`,
    payload: { sample_rate: 16000, channels: 1, chunk_size: 5, sample_width: 2 },
    headers,
  });
const read = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers });
const chunkKeys = async (id: number) =>
  (await t.db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, id))).map((c) => c.storageKey);
const sweep = () =>
  sweepAbandonedRecordings({
    db: t.db,
    storage: t.platform.storage,
    clock: t.clock,
    domain: t.domain,
    live: { ended: async () => undefined },
    log: console,
  });

describe('open recordings', () => {
  it(`refuses a recording past ${OPEN_RECORDINGS_MAX} open ones, and an abandoned one stops counting`, async () => {
    const me = await learner();
    for (let i = 0; i < OPEN_RECORDINGS_MAX; i += 1) await createRecording(t, me.headers);
    expectError(await tryCreate(me.headers), 409, 'CONFLICT', openRecordingsText(OPEN_RECORDINGS_MAX));

    t.clock.advance(ABANDONED_RECORDING_HOURS * HOUR + MINUTE);
    await me.signIn();
    expect((await tryCreate(me.headers)).statusCode, 'the sweep has not run: the old ones count no more anyway').toBe(201);
  });
});

describe('the abandoned-recordings sweep', () => {
  it(`throws away, with its audio, an open recording that heard nothing for ${ABANDONED_RECORDING_HOURS} hours`, async () => {
    const me = await learner();
    const talking = await createRecording(t, me.headers);
    const silent = await createRecording(t, me.headers);
    expect((await uploadChunk(t, me.headers, talking, 0, CHUNK)).statusCode).toBe(200);
    expect((await uploadChunk(t, me.headers, silent, 0, CHUNK)).statusCode).toBe(200);
    const silentKeys = await chunkKeys(silent);

    t.clock.advance(HOUR);
    await me.signIn();
    expect((await uploadChunk(t, me.headers, talking, 1, CHUNK)).statusCode).toBe(200);
    t.clock.advance(ABANDONED_RECORDING_HOURS * HOUR - HOUR + MINUTE);
    await sweep();
    await me.signIn();
    expect((await read(talking, me.headers)).statusCode, 'its last chunk is recent').toBe(200);
    expect((await read(silent, me.headers)).statusCode).toBe(404);
    expect(await t.platform.storage.get(silentKeys[0]!)).toBeNull();

    const bothChunks = await chunkKeys(talking);
    expect(bothChunks).toHaveLength(2);
    t.clock.advance(HOUR);
    await sweep();
    await me.signIn();
    expect((await read(talking, me.headers)).statusCode).toBe(404);
    for (const key of bothChunks) expect(await t.platform.storage.get(key)).toBeNull();
    expect(await chunkKeys(talking)).toEqual([]);
  });

  it('leaves stopped recordings alone, however old', async () => {
    const me = await learner();
    const id = await createRecording(t, me.headers);
    expect((await uploadChunk(t, me.headers, id, 0, CHUNK)).statusCode).toBe(200);
    expect((await stopRecording(t, me.headers, id)).statusCode).toBe(200);
    t.clock.advance(30 * 24 * HOUR);
    await sweep();
    const [row] = await t.db.select().from(recordings).where(eq(recordings.id, id));
    expect(row).toMatchObject({ status: 'PROCESSING', cancelledAt: null });
    expect(await chunkKeys(id)).toHaveLength(1);
  });
});

describe('stored bytes', () => {
  it("refuses a chunk past the plan's space with its text, and never a repeat", async () => {
    const me = await learner();
    const id = await createRecording(t, me.headers);
    // The free plan's space, full but for this first chunk.
    await fillSpace(t, me.id, CHUNK.length);
    expect((await uploadChunk(t, me.headers, id, 0, CHUNK)).json()).toMatchObject({ stored: true });

    const full = await uploadChunk(t, me.headers, id, 1, CHUNK);
    expectError(full, 403, 'EXC_STORAGE_LIMIT_REACHED', storageFullText('free'));
    expect(await chunkKeys(id)).toHaveLength(1);
    const repeat = await uploadChunk(t, me.headers, id, 0, CHUNK);
    expect(repeat.json()).toMatchObject({ stored: false, received: [0] });
  });
});

describe('feedback jobs in flight', () => {
  it(`refuses a stop while ${FEEDBACK_JOBS_IN_FLIGHT_MAX} recordings wait for feedback, and takes it once one is done`, async () => {
    const me = await learner();
    const stopped: number[] = [];
    for (let i = 0; i <= FEEDBACK_JOBS_IN_FLIGHT_MAX; i += 1) {
      const id = await createRecording(t, me.headers);
      expect((await uploadChunk(t, me.headers, id, 0, CHUNK)).statusCode).toBe(200);
      stopped.push(id);
      if (i < FEEDBACK_JOBS_IN_FLIGHT_MAX) expect((await stopRecording(t, me.headers, id)).statusCode).toBe(200);
    }
    const last = stopped.at(-1)!;
    const busy = await stopRecording(t, me.headers, last);
    expectError(busy, 429, 'RATE_LIMITED', feedbackBusyText(FEEDBACK_JOBS_IN_FLIGHT_MAX));
    expect(busy.headers['retry-after']).toBe(String(FEEDBACK_BUSY_RETRY_SECONDS));
    expect((await read(last, me.headers)).json()).toMatchObject({ processing_status: 'RECORDING' });

    // The worker finishes one.
    await t.db.update(recordings).set({ status: 'PROCESSED' }).where(eq(recordings.id, stopped[0]!));
    expect((await stopRecording(t, me.headers, last)).json()).toMatchObject({ processing_status: 'PROCESSING' });
  });
});

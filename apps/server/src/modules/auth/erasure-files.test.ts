import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PREFIX, RECORD_PREFIX, STORAGE_PREFIX, type Recording } from '@parley/contracts';
import { createAccountErasure } from '../../account-erasure.ts';
import { feedbackChunks, feedbackComments, fileDeletions, recordings, users } from '../../db/schema/index.ts';
import { fileUrl } from '../../shared/file-url.ts';
import { authUrl, bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Erasing an account erases its files from storage (ADR 0079), even when a first delete fails. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// The header the audio sniffer recognises as WAV; nothing here decodes it.
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(200, 1)]);
const quiet = { warn: () => undefined };

const posted = (url: string, headers: Headers, file: Buffer, type: string) => {
  const form = multipart('file', 'file', file, type);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
};
async function uploadedImage(headers: Headers) {
  const res = await posted(`${STORAGE_PREFIX}/upload`, headers, PNG, 'image/png');
  expect(res.statusCode, res.body).toBe(201);
  return new URL(res.json<{ url: string }>().url).pathname;
}
/** Every file in the local store, without the content-type files beside them. */
const storedFiles = async () =>
  (await readdir(path.join(t.config.DATA_DIR, 'files'), { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() && !f.name.endsWith('.type'))
    .map((f) => path.relative(path.join(t.config.DATA_DIR, 'files'), path.join(f.parentPath, f.name)));
const statusOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

/** A recording with a slice uploaded, then what the feedback job leaves (tested elsewhere): audio, transcript, a clip. */
async function processedRecording(headers: Headers) {
  const id = await createRecording(t, headers);
  expect((await uploadChunk(t, headers, id, 0, WAV)).statusCode).toBe(200);
  const [audio, transcript, clip] = ['audio', 'transcript', 'word'].map((kind) => `rec${id}-${kind}-${randomUUID()}`);
  for (const key of [audio!, transcript!, clip!]) await t.platform.storage.put(key, WAV, 'audio/wav');
  await t.db
    .update(recordings)
    .set({ status: 'PROCESSED', processedAudioKey: audio, transcriptKey: transcript, durationSeconds: 5 })
    .where(eq(recordings.id, id));
  const [chunk] = await t.db
    .insert(feedbackChunks)
    .values({ recordingId: id, startTime: 1, endTime: 2, errorType: 'MISPRONUNCIATION' })
    .returning();
  const finding = { user_pronunciation: { url: fileUrl(clip!)! } };
  await t.db.insert(feedbackComments).values({ chunkId: chunk!.id, isAi: true, ext: finding });
  const comment = await posted(`${RECORD_PREFIX}/${id}/comments/audio?chunk_id=${chunk!.id}`, headers, WAV, 'audio/wav');
  expect(comment.statusCode, comment.body).toBe(201);
  return id;
}

describe('erasing an account erases its files', () => {
  it('deletes its recording’s files, comment audio, pictures and documents; a failed delete is tried again', async () => {
    const { account, auth } = await registerAndVerify(t);
    const headers = bearer(auth.access_token);
    const recordingId = await processedRecording(headers);
    const picture = await uploadedImage(headers);
    expect((await posted(DOCUMENTS_PREFIX, headers, PNG, 'image/png')).statusCode).toBe(201);
    const { feedback } = (
      await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${recordingId}`, headers })
    ).json<Recording>();
    const comments = feedback.chunks.flatMap((c) => c.comments);
    const urls = [
      picture,
      feedback.processed_audio_url!,
      feedback.transcript_url!,
      ...comments.map((c) => c.audio_comment_url ?? c.ext.user_pronunciation!.url),
    ];
    expect(urls).toHaveLength(5);
    for (const url of urls) expect(await statusOf(url), url).toBe(200);

    const bystander = await registerAndVerify(t);
    const theirs = await uploadedImage(bearer(bystander.auth.access_token));
    const before = await storedFiles();
    // A slice, audio, transcript, word clip, comment audio, picture, document: the learner's; and the bystander's picture.
    expect(before).toHaveLength(8);
    const deleted = await t.app.inject({ method: 'DELETE', url: authUrl('account/delete'), headers, payload: { confirm: true } });
    expect(deleted.statusCode).toBe(200);
    // Due now rather than 14 days on, so the recording's signed addresses handed out above are still live.
    await t.db.update(users).set({ deletionScheduledAt: t.clock.now() }).where(eq(users.id, auth.user.id));

    // The store refuses every delete: the account goes, its files stay queued.
    const broken = { ...t.platform.storage, delete: () => Promise.reject(new Error('store unreachable')) };
    expect(await createAccountErasure({ config: t.config, platform: { ...t.platform, storage: broken }, log: quiet })()).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.$count(fileDeletions)).toBe(7);

    // The next run, the store working again, deletes them.
    expect(await createAccountErasure({ config: t.config, platform: t.platform, log: quiet })()).toBe(0);
    expect(await storedFiles()).toEqual([new URL(theirs, 'http://x').pathname.split('/').at(-1)]);
    for (const url of urls) expect(await statusOf(url), url).toBe(404);
    expect(await statusOf(theirs)).toBe(200);
    expect(await t.db.$count(fileDeletions)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_FILE_URL_SECONDS, RECORD_PREFIX, STORAGE_TEXTS, type Recording } from '@parley/contracts';
import { feedbackChunks, feedbackComments, recordings } from '../../db/schema/index.ts';
import { fileUrl } from '../../shared/file-url.ts';
import { bearer, expectError, login, registerAndVerify, type Account } from '../../test/auth-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: { account: Account; headers: Record<string, string> };
let stranger: Record<string, string>;
let recordingId: number;
const AUDIO = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(1000, 7)]);
const TTS_KEY = `tts-${'ab'.repeat(20)}`;

/** A processed recording of the owner with its audio, transcript, a word clip, a reference reading and a spoken comment. */
async function storedRecording(userId: number) {
  const key = (kind: string) => `rec-test-${kind}-${randomUUID()}`;
  const [audioKey, transcriptKey, clipKey, commentKey] = ['audio', 'transcript', 'word', 'comment'].map(key);
  await t.platform.storage.put(audioKey!, AUDIO, 'audio/wav');
  await t.platform.storage.put(transcriptKey!, new TextEncoder().encode('[]'), 'application/json');
  await t.platform.storage.put(clipKey!, AUDIO, 'audio/wav');
  await t.platform.storage.put(commentKey!, AUDIO, 'audio/wav');
  await t.platform.storage.put(TTS_KEY, AUDIO, 'audio/wav');
  const [row] = await t.db
    .insert(recordings)
    .values({
      userId,
      ...{ sampleRate: 48000, channels: 1, chunkSize: 5, sampleWidth: 2, status: 'PROCESSED' as const },
      processedAudioKey: audioKey!,
      transcriptKey: transcriptKey!,
    })
    .returning({ id: recordings.id });
  const [chunk] = await t.db
    .insert(feedbackChunks)
    .values({ recordingId: row!.id, startTime: 1, endTime: 2, errorType: 'MISPRONUNCIATION' })
    .returning({ id: feedbackChunks.id });
  // A finding keeps unsigned addresses, as the feedback job writes them.
  const ext = {
    word: 'harbour',
    user_pronunciation: { url: fileUrl(clipKey!)! },
    correct_pronunciation: { url: fileUrl(TTS_KEY), accent: 'en-GB' as const },
  };
  await t.db.insert(feedbackComments).values([
    { chunkId: chunk!.id, isAi: true, ext },
    { chunkId: chunk!.id, userId, audioKey: commentKey! },
  ]);
  return row!.id;
}

const getRecording = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${recordingId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Recording>();
};
const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const withQuery = (url: string, change: (query: URLSearchParams) => void) => {
  const parsed = new URL(url, 'http://x');
  change(parsed.searchParams);
  return `${parsed.pathname}?${parsed.searchParams}`;
};

beforeAll(async () => {
  t = await createTestApp();
  const first = await registerAndVerify(t);
  owner = { account: first.account, headers: bearer(first.auth.access_token) };
  stranger = bearer((await registerAndVerify(t)).auth.access_token);
  recordingId = await storedRecording(first.auth.user.id);
});
afterAll(() => t.close());

describe('private files: signed, expiring addresses', () => {
  it('hands the owner signed addresses that serve the files privately, in ranges too', async () => {
    const { feedback } = await getRecording(owner.headers);
    const comments = feedback.chunks.flatMap((c) => c.comments);
    const spoken = comments.find((c) => c.comment_type === 'AUDIO')!.audio_comment_url!;
    const finding = comments.find((c) => c.is_ai)!.ext;
    const urls = [feedback.processed_audio_url!, feedback.transcript_url!, spoken, finding.user_pronunciation!.url];
    for (const url of urls) {
      expect(new URL(url, 'http://x').searchParams.get('token'), url).toBeTruthy();
      const served = await fetchFile(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    // The reference reading is nobody's data: it keeps its lasting public address.
    expect(finding.correct_pronunciation!.url).toBe(fileUrl(TTS_KEY));

    const part = await fetchFile(feedback.processed_audio_url!, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${AUDIO.length}`);
    expect(part.rawPayload.equals(AUDIO.subarray(4, 12))).toBe(true);
  });

  it('refuses an unsigned or tampered address like a missing file', async () => {
    const { feedback } = await getRecording(owner.headers);
    const audio = feedback.processed_audio_url!;
    const other = feedback.transcript_url!;
    const refused = [
      audio.split('?')[0]!,
      withQuery(audio, (q) => q.delete('token')),
      withQuery(audio, (q) => q.set('token', `${q.get('token')!.slice(0, -1)}A`)),
      withQuery(audio, (q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
      // One file's signature on another file's key.
      `${other.split('?')[0]}?${audio.split('?')[1]}`,
    ];
    for (const url of refused) expectError(await fetchFile(url), 404, 'NOT_FOUND', STORAGE_TEXTS.notFound);
  });

  it('gives nobody else the addresses: a stranger asking for the recording is told it does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${recordingId}`, headers: stranger });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('keeps uploaded images public and cached for a year', async () => {
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
      Buffer.alloc(64, 1),
    ]);
    const form = multipart('file', 'avatar.png', png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sdk/storage/upload',
      payload: form.payload,
      headers: { ...form.headers, ...owner.headers },
    });
    const served = await fetchFile(new URL(upload.json<{ url: string }>().url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  // Last in the file: it moves the clock on.
  it('refuses an address once it has expired; the answer fetched again holds a working one', async () => {
    const { feedback } = await getRecording(owner.headers);
    const audio = feedback.processed_audio_url!;
    // It lasts at least PRIVATE_FILE_URL_SECONDS, and at most an hour more (its expiry is rounded up to the hour).
    t.clock.advance(PRIVATE_FILE_URL_SECONDS * 1000 - 1000);
    expect((await fetchFile(audio)).statusCode).toBe(200);
    t.clock.advance(3600 * 1000 + 1000);
    expectError(await fetchFile(audio), 403, 'FORBIDDEN', STORAGE_TEXTS.linkExpired);

    const again = await login(t, owner.account.email, owner.account.password);
    const renewed = (await getRecording(bearer(again.access_token))).feedback.processed_audio_url!;
    expect(renewed).not.toBe(audio);
    expect((await fetchFile(renewed)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_PREFIX, type Recording } from '@parley/contracts';
import { recordings } from '../../db/schema/index.ts';
import { fileUrl } from '../../shared/file-url.ts';
import { ManualClock } from '../clock/port.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let s3: S3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({
    env: s3.env,
    // The bucket judges its presigned addresses on the real time, so the app signs on it too.
    platform: { clock: new ManualClock() },
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('the app on S3_* settings (ADR 0087)', () => {
  it('keeps its files in the bucket and reports it healthy', async () => {
    expect(t.platform.storage.driver).toBe('s3');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().ports.storage).toEqual({ status: 'ok', driver: 's3' });
  });

  it('hands out a private file as a presigned address of the bucket, which pages may fetch', async () => {
    const { auth } = await registerAndVerify(t);
    const transcriptKey = 'rec-s3-transcript-a';
    await t.platform.storage.put(transcriptKey, new TextEncoder().encode('[]'), 'application/json');
    const [row] = await t.db
      .insert(recordings)
      .values({
        userId: auth.user.id,
        sampleRate: 48000,
        channels: 1,
        chunkSize: 5,
        sampleWidth: 2,
        status: 'PROCESSED',
        transcriptKey,
      })
      .returning({ id: recordings.id });
    const res = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${row!.id}`, headers: bearer(auth.access_token) });
    const url = res.json<Recording>().feedback.transcript_url!;

    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${transcriptKey}?`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toBe('[]');
    // The feedback page fetches the transcript: its policy lets it reach the bucket.
    const page = await t.app.inject({ method: 'GET', url: '/events' });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ws: wss: ${s3.endpoint}`);
    // This server serves no private file itself then.
    expect((await t.app.inject({ method: 'GET', url: `${fileUrl(transcriptKey)}?expires=1&token=x` })).statusCode).toBe(404);
  });

  it('keeps serving public files at their lasting addresses, read from the bucket', async () => {
    const key = `tts-${'cd'.repeat(20)}`;
    await t.platform.storage.put(key, new Uint8Array([1, 2, 3]), 'audio/wav');
    const res = await t.app.inject({ method: 'GET', url: fileUrl(key)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...res.rawPayload]).toEqual([1, 2, 3]);
  });
});

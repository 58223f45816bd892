import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_PREFIX } from '@parley/contracts';
import { recordingChunks, users } from '../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { startFaultyProxy, type Fault } from '../../test/faulty-proxy.ts';
import { multipart } from '../../test/multipart.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordingAudio } from './chunk-audio.ts';

/**
 * Chunk uploads over a network that fails one connection in ten (dropped part-way through the upload, or after the
 * server answered), from a client that also sends one chunk in ten twice and sends them out of order, as a recorder
 * with a retrying upload queue, a flaky connection and a second tab can. Real sockets through a TCP proxy, so a dropped
 * connection is what the server really sees.
 */

const RECORDINGS = 4;
const SLICES = 20;

/** A seeded generator: the same faults on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(236);
const faultOf = (): Fault => {
  const roll = next();
  return roll < 0.05 ? 'cutRequest' : roll < 0.1 ? 'loseAnswer' : 'none';
};

let t: TestApp;
let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
let auth: Record<string, string>;
/** Ten seconds of real Opus in WebM, cut in slices as a browser recorder cuts it: the first holds the header. */
let source: Buffer;
let slices: Uint8Array[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startFaultyProxy((t.app.server.address() as { port: number }).port, faultOf, () => 0.1 + next() * 0.8);
  const { auth: signedIn } = await registerAndVerify(t);
  auth = bearer(signedIn.access_token);
  await t.db.update(users).set({ plan: 'basic' }).where(eq(users.id, signedIn.user.id));
  source = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=10'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
  ]);
  const size = Math.ceil(source.length / SLICES);
  slices = Array.from({ length: SLICES }, (_, i) => new Uint8Array(source.subarray(i * size, (i + 1) * size)));
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

/** One upload on a connection of its own through the proxy: its status and body, or null when the connection dropped. */
function uploadOnce(id: number, index: number): Promise<{ status: number; body: string } | null> {
  const form = multipart('file', `chunk-${index}`, slices[index]!, 'audio/webm');
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        method: 'POST',
        path: `${RECORD_PREFIX}/upload_chunked_audio/${id}/${index}?live_transcribe=false&is_exam_mode=false`,
        headers: { ...form.headers, ...auth, 'content-length': form.payload.length, connection: 'close' },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.end(form.payload);
  });
}

/** The web uploader's rule (send-with-retries, isRetryableUploadError): again after a lost connection or a 5xx. */
async function send(id: number, index: number): Promise<{ stored: boolean; attempts: number }> {
  for (let attempts = 1; attempts <= 20; attempts++) {
    const res = await uploadOnce(id, index);
    if (res && res.status === 200) return { stored: (JSON.parse(res.body) as { stored: boolean }).stored, attempts };
    if (res && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new Error(`chunk ${index}: ${res.status} ${res.body}`);
  }
  throw new Error(`chunk ${index} never got through`);
}

/** Every slice once, one in ten twice (the second copy at once, or later), three on their way at a time, out of order. */
function sendingOrder(): number[] {
  const order = Array.from({ length: SLICES }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const index of order.slice(0, SLICES / 10)) order.splice(Math.floor(next() * order.length), 0, index);
  return order;
}

async function uploadAll(id: number) {
  const queue = sendingOrder();
  const results: { stored: boolean; attempts: number }[] = [];
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) results.push(await send(id, index));
  };
  await Promise.all([worker(), worker(), worker()]);
  return results;
}

describe('chunk uploads through a network that fails one connection in ten', () => {
  it('stores every chunk exactly once, and the recording is the source byte for byte', { timeout: 60_000 }, async () => {
    let sends = 0;
    for (let r = 0; r < RECORDINGS; r++) {
      const id = await createRecording(t, auth);
      const results = await uploadAll(id);
      sends += results.length;
      const rows = await t.db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, id));
      expect(rows.map((row) => row.index).sort((a, b) => a - b)).toEqual(slices.map((_, i) => i));
      expect(rows.map((row) => row.bytes)).toEqual(rows.map((row) => slices[row.index]!.length));
      const audio = [];
      for await (const piece of recordingAudio({ db: t.db, storage: t.platform.storage }, id)) audio.push(piece);
      expect(Buffer.compare(Buffer.concat(audio), source)).toBe(0);
    }
    const count = (fault: Fault) => proxy.faults.filter((f) => f === fault).length;
    expect(sends).toBe(RECORDINGS * (SLICES + SLICES / 10));
    expect(count('cutRequest')).toBeGreaterThan(0);
    expect(count('loseAnswer')).toBeGreaterThan(0);
  });
});

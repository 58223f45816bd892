import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, teacher, type Member } from '../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
let host: Member;
beforeAll(async () => {
  t = await createTestApp();
  host = await teacher(t);
  for (let i = 0; i < 8; i++) await createEvent(t, host, { event_title: `Small talk at work, part ${i + 1}` });
});
afterAll(() => t.close());

const events = (query: string, acceptEncoding?: string) =>
  call(t, 'GET', `events${query}`, { ...host.auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

describe('API answers', () => {
  it('compress a large list with the best encoding the client accepts', async () => {
    const plain = await events('');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await events('', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await events('', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('send a small answer as it is', async () => {
    const small = await events('?offset=100', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
  });

  it('send the signed-in user as it is', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sdk/auth/me',
      headers: { ...host.auth, 'accept-encoding': BROWSER },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});

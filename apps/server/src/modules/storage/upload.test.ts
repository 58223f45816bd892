import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_TEXTS, UPLOAD_MAX_BYTES } from '@parley/contracts';
import { bearer, expectError, registerAndVerify } from '../../test/auth-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { auth: session } = await registerAndVerify(t);
  auth = bearer(session.access_token);
});
afterAll(() => t.close());

// The first bytes of real PNG and JPEG files; file-type recognises an image by them.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 2)]);

const upload = (form: ReturnType<typeof multipart>, headers = auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/storage/upload',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });

describe('POST storage/upload', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
  ])('keeps a %s image and serves it back from its URL', async (_kind, bytes, mime) => {
    const res = await upload(multipart('file', 'whatever.bin', bytes));
    expect(res.statusCode, res.body).toBe(201);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(t.config.PUBLIC_URL);
    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a text file named .png: the content decides (415)', async () => {
    const res = await upload(multipart('file', 'avatar.png', Buffer.from('not an image at all, just text'), 'image/png'));
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', STORAGE_TEXTS.wrongType);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const res = await upload(multipart('file', 'big.png', Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)])));
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', STORAGE_TEXTS.tooBig);
  });

  it('needs the field "file" and a multipart body', async () => {
    expectError(await upload(multipart('picture', 'a.png', PNG)), 400, 'VALIDATION_ERROR', STORAGE_TEXTS.noFile);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/sdk/storage/upload', payload: { file: 'x' }, headers: auth });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE', STORAGE_TEXTS.noFile);
  });

  it('needs a signed-in caller, and unknown files are 404', async () => {
    expectError(await upload(multipart('file', 'a.png', PNG), {}), 401, 'UNAUTHORIZED');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/storage/files/u1-missing.png' });
    expectError(missing, 404, 'NOT_FOUND', STORAGE_TEXTS.notFound);
  });

  it('answers keys it never makes with 400, and a folder’s name with 404', async () => {
    for (const key of ['.hidden', '_x', '-x', '.type']) {
      expectError(await t.app.inject({ method: 'GET', url: `/api/v1/sdk/storage/files/${key}` }), 400, 'VALIDATION_ERROR');
    }
    await t.platform.storage.put('folder/inside.png', PNG, 'image/png');
    const folder = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/storage/files/folder' });
    expectError(folder, 404, 'NOT_FOUND', STORAGE_TEXTS.notFound);
  });
});

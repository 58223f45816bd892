import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PREFIX,
  DOCUMENTS_QUOTA_BYTES,
  DOCUMENTS_TEXTS as T,
  documentSchema,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { documents } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { member, type Member } from '../../test/event-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);
// RIFF....WEBPVP8 : the header file-type reads.
const WEBP = Uint8Array.from([
  ...Buffer.from('RIFF'),
  ...[26, 0, 0, 0],
  ...Buffer.from('WEBPVP8 '),
  ...[14, 0, 0, 0, 0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x34, 0x25],
]);
const TEXT = new TextEncoder().encode('Words to learn: harbour, tide, ébauche\n');

type Method = 'GET' | 'PUT' | 'DELETE';
const api = (who: Member | null, method: Method, path = '', payload?: object) =>
  t.app.inject({ method, url: `${DOCUMENTS_PREFIX}${path}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const upload = (who: Member | null, name: string, data: Uint8Array, type?: string) => {
  const form = multipart('file', name, data, type);
  return t.app.inject({
    method: 'POST',
    url: DOCUMENTS_PREFIX,
    payload: form.payload,
    headers: { ...form.headers, ...who?.auth },
  });
};
async function uploaded(who: Member, name: string, data: Uint8Array) {
  const res = await upload(who, name, data);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(documentSchema.shape).parse(res.json());
}
/** The files the storage port holds for one person's documents. */
const storedFiles = async (who: Member) =>
  (await readdir(path.join(t.config.DATA_DIR, 'files', 'documents', `u${who.id}`)).catch(() => [])).filter(
    (name) => !name.endsWith('.type'),
  );

describe('documents', () => {
  it('uploads PDF, images and text judged by content, lists newest first, serves, renames and deletes', async () => {
    const me = await member(t);
    const pdf = await uploaded(me, '../../Grammar notes.pdf', PDF);
    expect(pdf).toMatchObject({ name: 'Grammar notes.pdf', type: 'application/pdf', size: PDF.byteLength });
    t.clock.advance(1000);
    // The name and the claimed type say nothing: the bytes do.
    expect((await uploaded(me, 'photo.txt', PNG)).type).toBe('image/png');
    t.clock.advance(1000);
    expect((await uploaded(me, 'sticker', WEBP)).type).toBe('image/webp');
    t.clock.advance(1000);
    const text = await uploaded(me, 'words.pdf', TEXT);
    expect(text.type).toBe('text/plain');

    const list = (await api(me, 'GET')).json();
    expect(list.items.map((d: { name: string }) => d.name)).toEqual(['words.pdf', 'sticker', 'photo.txt', 'Grammar notes.pdf']);
    expect(list).toMatchObject({
      total: 4,
      used_bytes: PDF.byteLength + PNG.byteLength + WEBP.byteLength + TEXT.byteLength,
      quota_bytes: DOCUMENTS_QUOTA_BYTES,
    });
    expect((await api(me, 'GET', '?limit=1&offset=3')).json().items).toMatchObject([{ id: pdf.id }]);

    const file = await api(me, 'GET', `/${text.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toBe('Words to learn: harbour, tide, ébauche\n');
    expect((await api(me, 'GET', `/${pdf.id}/file`)).rawPayload).toEqual(Buffer.from(PDF));

    const renamed = await api(me, 'PUT', `/${pdf.id}`, { name: '  Grammar, week 1.pdf ' });
    expect(renamed.json()).toMatchObject({ id: pdf.id, name: 'Grammar, week 1.pdf' });
    expectError(await api(me, 'PUT', `/${pdf.id}`, { name: '  ' }), 400, 'VALIDATION_ERROR', T.nameRequired);
    expectError(await api(me, 'PUT', `/${pdf.id}`, { name: 'x'.repeat(121) }), 400, 'VALIDATION_ERROR', T.nameTooLong);

    expect(await storedFiles(me)).toHaveLength(4);
    expect((await api(me, 'DELETE', `/${pdf.id}`)).json()).toEqual({ ok: true });
    expect(await storedFiles(me)).toHaveLength(3);
    expectError(await api(me, 'GET', `/${pdf.id}/file`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(me, 'DELETE', `/${pdf.id}`), 404, 'NOT_FOUND', T.notFound);
    expect((await api(me, 'GET')).json()).toMatchObject({ total: 3 });
  });

  it('refuses other types (415), no file, and a file over 20 MB (413) with nothing stored', async () => {
    const me = await member(t);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]);
    expectError(await upload(me, 'notes.pdf', zip, 'application/pdf'), 415, 'UNSUPPORTED_MEDIA_TYPE', T.fileType);
    const binary = Uint8Array.from([0xff, 0xfe, 0x00, 0x41, 0x00, 0x42]);
    expectError(await upload(me, 'notes.txt', binary, 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE', T.fileType);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    // Markup is UTF-8 text: kept, and only ever served as plain text, sandboxed.
    const page = await uploaded(me, 'page.html', html);
    expect(page.type).toBe('text/plain');
    const served = await api(me, 'GET', `/${page.id}/file`);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await api(me, 'DELETE', `/${page.id}`);
    expectError(await upload(me, 'empty.txt', new Uint8Array()), 400, 'VALIDATION_ERROR', T.fileRequired);
    const json = await t.app.inject({ method: 'POST', url: DOCUMENTS_PREFIX, headers: me.auth, payload: { file: 'x' } });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE', T.fileRequired);

    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    expectError(await upload(me, 'big.pdf', big), 413, 'PAYLOAD_TOO_LARGE', T.fileTooLarge);
    expect(await storedFiles(me)).toEqual([]);
    expect((await api(me, 'GET')).json()).toMatchObject({ total: 0, used_bytes: 0 });
    // Exactly the limit is allowed.
    expect((await uploaded(me, 'limit.pdf', big.subarray(0, DOCUMENT_MAX_BYTES))).size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('holds each person to their quota, naming it, with nothing stored past it', async () => {
    const me = await member(t);
    // Documents as earlier uploads left them, short of the quota by less than the next file.
    await t.db.insert(documents).values([
      {
        userId: me.id,
        storageKey: 'documents/earlier-1.pdf',
        name: 'a.pdf',
        type: 'application/pdf',
        size: DOCUMENTS_QUOTA_BYTES / 2,
      },
      {
        userId: me.id,
        storageKey: 'documents/earlier-2.pdf',
        name: 'b.pdf',
        type: 'application/pdf',
        size: DOCUMENTS_QUOTA_BYTES / 2 - PDF.byteLength,
      },
    ]);
    await uploaded(me, 'fits.pdf', PDF);
    expectError(await upload(me, 'over.txt', TEXT), 409, 'CONFLICT', T.quotaFull);
    expect(T.quotaFull).toContain('200 MB');
    expect(await storedFiles(me)).toHaveLength(1);
    expect((await api(me, 'GET')).json()).toMatchObject({ total: 3, used_bytes: DOCUMENTS_QUOTA_BYTES });
  });

  it("answers another user's document as missing, and nobody signed out", async () => {
    const me = await member(t);
    const other = await member(t);
    const doc = await uploaded(me, 'private.pdf', PDF);
    expectError(await api(other, 'GET', `/${doc.id}/file`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'PUT', `/${doc.id}`, { name: 'mine.pdf' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'DELETE', `/${doc.id}`), 404, 'NOT_FOUND', T.notFound);
    expect((await api(other, 'GET')).json()).toMatchObject({ items: [], total: 0, used_bytes: 0 });
    expect(await storedFiles(me)).toHaveLength(1);

    expectError(await upload(null, 'a.pdf', PDF), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'GET'), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'GET', `/${doc.id}/file`), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'PUT', `/${doc.id}`, { name: 'x' }), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'DELETE', `/${doc.id}`), 401, 'UNAUTHORIZED');
  });
});

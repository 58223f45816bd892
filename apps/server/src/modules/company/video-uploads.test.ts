import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_CONTENT_TEXTS as C,
  COMPANY_PREFIX,
  COMPANY_TEXTS as T,
  STORAGE_PREFIX,
  VIDEO_UPLOAD_MAX_BYTES,
  companyVideosSchema,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { companyVideos } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall as call, organisation, person, type Person } from './content-test-helpers.ts';

let t: TestApp;
/** A second of blue, as a browser would upload a short clip: WebM (VP8) made by ffmpeg. */
let clip: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  const args = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=32x32:d=1:r=5', '-c:v', 'libvpx'];
  clip = new Uint8Array(execFileSync('ffmpeg', [...args, '-f', 'webm', 'pipe:1']));
});
afterAll(() => t.close());

/** multipart/form-data as the page's FormData sends it: the fields, then the file. */
function form(fields: Record<string, string>, file?: { data: Uint8Array; name: string }) {
  const boundary = '----parley-video-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: video/webm\r\n\r\n`
    : '';
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + head),
    ...(file ? [file.data, Buffer.from('\r\n')] : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: Person | null, fields: Record<string, string>, file?: { data: Uint8Array; name: string }) => {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `${COMPANY_PREFIX}/videos/upload`,
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
};

/** The address as the page loads it: the same origin, so without PUBLIC_URL. */
const play = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace(t.config.PUBLIC_URL, ''), headers });

describe('uploaded videos', () => {
  it('are kept for members and played by an address signed for each of them', async () => {
    const { admin, members } = await organisation(t, 2);
    const [ann, bob] = members as [Person, Person];
    const shelf = z.parse(companyVideosSchema, (await call(t, admin, 'POST', '/videos/collections', { name: 'Clips' })).json());
    const collection_id = String(shelf.collections[0]!.id);
    const res = await upload(admin, { title: 'Welcome', collection_id }, { data: clip, name: 'welcome.webm' });
    expect(res.statusCode, res.body).toBe(201);
    const video = z.parse(companyVideosSchema, res.json()).collections[0]!.videos[0]!;
    expect(video.source).toMatchObject({ kind: 'upload', type: 'video/webm' });
    const annsUrl = (await call(t, ann, 'GET', '/videos')).json().collections[0].videos[0].source.url as string;
    expect(annsUrl).toMatch(
      new RegExp(`^${t.config.PUBLIC_URL}${COMPANY_PREFIX}/videos/${video.id}/file\\?u=${ann.id}&exp=\\d+&sig=`),
    );

    const whole = await play(annsUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes' });
    expect(new Uint8Array(whole.rawPayload)).toEqual(clip);
    const part = await play(annsUrl, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${clip.byteLength}`);
    expect(new Uint8Array(part.rawPayload)).toEqual(clip.subarray(4, 12));
    expect((await play(annsUrl, { range: 'bytes=-4' })).headers['content-range']).toBe(
      `bytes ${clip.byteLength - 4}-${clip.byteLength - 1}/${clip.byteLength}`,
    );
    // A range past the end is served whole rather than refused.
    expect((await play(annsUrl, { range: `bytes=${clip.byteLength + 5}-` })).statusCode).toBe(200);

    // The signature names its member: changed, it is no address at all; the public files route cannot reach the key.
    expectError(await play(annsUrl.replace(`u=${ann.id}`, `u=${bob.id}`)), 404, 'NOT_FOUND', C.videoNotFound);
    expectError(await play(annsUrl.replace(/sig=.{5}/, 'sig=AAAAA')), 404, 'NOT_FOUND', C.videoNotFound);
    expect((await play(annsUrl.replace(/sig=.*/, 'sig=short'))).statusCode).toBe(400);
    const key = encodeURIComponent(`company-videos/1/x.webm`);
    expect([400, 404]).toContain((await t.app.inject({ method: 'GET', url: `${STORAGE_PREFIX}/files/${key}` })).statusCode);

    // Removed from the organisation, Bob's address stops playing at once.
    const bobsUrl = (await call(t, bob, 'GET', '/videos')).json().collections[0].videos[0].source.url as string;
    expect((await play(bobsUrl)).statusCode).toBe(200);
    expect((await call(t, admin, 'DELETE', `/members/${bob.id}`)).statusCode).toBe(200);
    expectError(await play(bobsUrl), 404, 'NOT_FOUND', C.videoNotFound);

    // Deleting the video deletes its file.
    const [row] = await t.db.select({ key: companyVideos.fileKey }).from(companyVideos).where(eq(companyVideos.id, video.id));
    expect(row!.key).toMatch(/^company-videos\/\d+\/[0-9a-f-]{36}\.webm$/);
    expect(await t.platform.storage.get(row!.key!)).not.toBeNull();
    expect((await call(t, admin, 'DELETE', `/videos/${video.id}`)).statusCode).toBe(200);
    expectError(await play(annsUrl), 404, 'NOT_FOUND', C.videoNotFound);
    expect(await t.platform.storage.get(row!.key!)).toBeNull();

    // An address lasts until the end of the next six-hour window, and no longer.
    const again = await upload(admin, { title: 'Again', collection_id }, { data: clip, name: 'again.webm' });
    const url = (await call(t, ann, 'GET', '/videos')).json().collections[0].videos[0].source.url as string;
    expect(again.statusCode).toBe(201);
    t.clock.advance(12 * 3600 * 1000 + 1000);
    expectError(await play(url), 403, 'FORBIDDEN', C.videoLinkExpired);
  });

  it('refuses files that are not MP4 or WebM video, too large, without a title, and from anyone but administrators', async () => {
    const { admin, members } = await organisation(t, 1);
    const created = await call(t, admin, 'POST', '/videos/collections', { name: 'Clips' });
    const collection_id = String(z.parse(companyVideosSchema, created.json()).collections[0]!.id);
    const file = { data: clip, name: 'clip.webm' };
    expectError(await upload(admin, { title: 'X', collection_id }), 400, 'VALIDATION_ERROR', C.videoFileRequired);
    const json = await call(t, admin, 'POST', '/videos/upload', { title: 'X', collection_id });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE', C.videoFileRequired);
    const text = { data: new TextEncoder().encode('not a video at all, just words'), name: 'clip.webm' };
    expectError(await upload(admin, { title: 'X', collection_id }, text), 415, 'UNSUPPORTED_MEDIA_TYPE', C.videoFileType);
    const big = { data: new Uint8Array(VIDEO_UPLOAD_MAX_BYTES + 1), name: 'big.webm' };
    expectError(await upload(admin, { title: 'X', collection_id }, big), 413, 'PAYLOAD_TOO_LARGE', C.videoFileTooBig);
    const noTitle = expectError(await upload(admin, { collection_id }, file), 400, 'VALIDATION_ERROR');
    expect(noTitle.errors?.[0]).toEqual({ loc: ['body', 'title'], msg: C.videoTitleRequired });
    expectError(await upload(admin, { title: 'X', collection_id: 'abc' }, file), 400, 'VALIDATION_ERROR');
    expectError(await upload(admin, { title: 'X', collection_id: '99999999' }, file), 404, 'NOT_FOUND', C.collectionNotFound);
    expectError(await upload(members[0]!, { title: 'X', collection_id }, file), 403, 'FORBIDDEN', T.adminsOnly);
    expectError(await upload(await person(t), { title: 'X', collection_id }, file), 404, 'NOT_FOUND', T.notFound);
    expect((await upload(null, { title: 'X', collection_id }, file)).statusCode).toBe(401);
    expect((await call(t, admin, 'GET', '/videos')).json().collections[0].videos).toEqual([]);
  });
});

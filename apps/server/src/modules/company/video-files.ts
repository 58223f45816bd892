import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  COMPANY_CONTENT_TEXTS as T,
  VIDEO_UPLOAD_TYPES,
  VIDEO_URL_HOURS,
  companyVideosApi,
  fillPath,
  videoUploadFieldsSchema,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { sendRanged } from '../../shared/byte-range.ts';
import { uploadReadError } from '../../shared/uploaded-file.ts';

type VideoType = (typeof VIDEO_UPLOAD_TYPES)[number];
const EXTENSIONS: Record<VideoType, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };
const WINDOW_SECONDS = VIDEO_URL_HOURS * 3600;

/**
 * Signed addresses of uploaded videos (ADR 0073). A <video> element cannot send our bearer token, so the list gives
 * each member an address signed for them that plays until the end of the next six-hour window (the same address all
 * window long, so the browser's cache keeps working); serving it checks that they still belong to the organisation.
 */
export function videoSigner(secret: string) {
  const key = createHmac('sha256', secret).update('company-video-urls').digest();
  const mac = (videoId: number, userId: number, exp: number) =>
    createHmac('sha256', key).update(`${videoId}.${userId}.${exp}`).digest('base64url');
  return {
    url(publicUrl: string, videoId: number, userId: number, now: Date): string {
      const exp = (Math.ceil(now.getTime() / 1000 / WINDOW_SECONDS) + 1) * WINDOW_SECONDS;
      const query = new URLSearchParams({ u: String(userId), exp: String(exp), sig: mac(videoId, userId, exp) });
      return `${publicUrl}${fillPath(companyVideosApi.file.path, { videoId })}?${query}`;
    },
    /** The member the address was signed for; a wrong signature answers like a missing video. */
    verify(videoId: number, q: { u: number; exp: number; sig: string }, now: Date): number {
      const expected = Buffer.from(mac(videoId, q.u, q.exp));
      const given = Buffer.from(q.sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound(T.videoNotFound);
      if (q.exp * 1000 <= now.getTime()) throw new AppError('FORBIDDEN', T.videoLinkExpired);
      return q.u;
    },
  };
}
export type VideoSigner = ReturnType<typeof videoSigner>;

const unreadable = uploadReadError(T.videoFileTooBig);
const fieldValue = (field: unknown) =>
  field && typeof field === 'object' && 'value' in field ? (field as { value: unknown }).value : undefined;

/**
 * An upload's fields (title and collection, sent before the file) and the file, read whole: the multipart limit ends
 * a file one byte over the size with 413. The type is judged by the bytes, never by the name.
 */
export async function readVideoUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', T.videoFileRequired);
  const part = await request.file().catch(unreadable);
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', T.videoFileRequired, 'file');
  const fields = z.safeParse(videoUploadFieldsSchema, {
    title: fieldValue(part.fields.title),
    collection_id: fieldValue(part.fields.collection_id),
  });
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest('VALIDATION_ERROR', issue.message, String(issue.path[0] ?? 'title'));
  }
  const data = new Uint8Array(await part.toBuffer().catch(unreadable));
  const detected = await fileTypeFromBuffer(data);
  const type = VIDEO_UPLOAD_TYPES.find((t) => t === detected?.mime);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', T.videoFileType);
  return { fields: fields.data, data, type };
}

/** Kept under company-videos/, a key the public files route (one path segment) cannot name. */
export async function storeVideo(storage: StoragePort, companyId: number, data: Uint8Array, type: VideoType) {
  const key = `company-videos/${companyId}/${randomUUID()}.${EXTENSIONS[type]}`;
  await storage.put(key, data, type);
  return key;
}

export function sendVideo(
  reply: FastifyReply,
  request: FastifyRequest,
  file: { data: Uint8Array; type: string },
  exp: number,
  now: Date,
) {
  const maxAge = Math.max(0, exp - Math.floor(now.getTime() / 1000));
  reply
    .header('content-type', file.type)
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('x-content-type-options', 'nosniff');
  return sendRanged(request, reply, file.data);
}

import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';

export const STORAGE_PREFIX = '/api/v1/sdk/storage';

/** Images users upload (avatars): judged by their content, never by their name. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const STORAGE_TEXTS = {
  noFile: 'Please choose a file to upload',
  wrongType: 'Only PNG or JPEG images can be uploaded',
  tooBig: 'The file is too large: at most 5 MB',
  notFound: 'This file does not exist',
  linkExpired: 'This link has expired: reload the page to get a new one',
} as const;

/**
 * How long an address of a private file (a recording, a transcript, a comment's audio) works at least: a 30-minute
 * recording listened to end to end, with pauses. Pages holding such addresses fetch them again before then (ADR 0080).
 */
export const PRIVATE_FILE_URL_SECONDS = 60 * 60;

export const uploadResponseSchema = z.object({ url: z.string() });

export const storageApi = {
  upload: endpoint({
    method: 'POST',
    path: `${STORAGE_PREFIX}/upload`,
    summary: 'Upload an image (multipart field "file", PNG or JPEG, at most 5 MB); answers its URL',
    auth: 'access',
    status: 201,
    response: uploadResponseSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: `${STORAGE_PREFIX}/files/{key}`,
    summary:
      'A stored file. Public images are served to anyone and cached for a year; a private file (audio, transcripts) only through the signed, expiring address an API answer gives, never cached',
    auth: 'none',
    // The shape of the keys the server makes: a letter or digit first, never a dot (no hidden or parent names).
    params: z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/)) }),
    // Named `token` so the request log cuts it: for its lifetime the signature is the file's key.
    query: z.object({
      expires: z.optional(z.string().check(z.maxLength(20))),
      token: z.optional(z.string().check(z.maxLength(200))),
    }),
    status: 200,
    response: z.unknown(),
  }),
} as const;

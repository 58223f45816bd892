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
} as const;

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
    summary: 'An uploaded file',
    auth: 'none',
    // The shape of the keys the server makes: a letter or digit first, never a dot (no hidden or parent names).
    params: z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/)) }),
    status: 200,
    response: z.unknown(),
  }),
} as const;

import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';
import { cleanFileName } from './file-type.ts';

/**
 * What an error while reading a multipart body means: one byte over the size limit is 413; anything else (no boundary,
 * a body cut short, a malformed part header) is the client's malformed request, not a fault of ours (it was a 500).
 */
export function uploadReadError(tooLarge: string) {
  return (err: unknown): never => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw new AppError('VALIDATION_ERROR', 'The upload is not valid multipart form data', { cause: err });
  };
}

/**
 * The one file of a multipart upload (field `file`), read whole. The size limit is the multipart plugin's, set where
 * the module registers it: one byte over it ends the read with 413 before anything is stored.
 */
export async function readUploadedFile(request: FastifyRequest, texts: { required: string; tooLarge: string }) {
  const unreadable = uploadReadError(texts.tooLarge);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.required);
  const part = await request.file().catch(unreadable);
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', texts.required, 'file');
  const data = await part.toBuffer().catch(unreadable);
  if (data.byteLength === 0) throw badRequest('VALIDATION_ERROR', texts.required, 'file');
  return { data: new Uint8Array(data), name: cleanFileName(part.filename) };
}

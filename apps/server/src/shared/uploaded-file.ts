import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';
import { cleanFileName } from './file-type.ts';

/**
 * The one file of a multipart upload (field `file`), read whole. The size limit is the multipart plugin's, set where
 * the module registers it: one byte over it ends the read with 413 before anything is stored.
 */
export async function readUploadedFile(request: FastifyRequest, texts: { required: string; tooLarge: string }) {
  const tooBig = (err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    throw err;
  };
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.required);
  const part = await request.file().catch(tooBig);
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', texts.required, 'file');
  const data = await part.toBuffer().catch(tooBig);
  if (data.byteLength === 0) throw badRequest('VALIDATION_ERROR', texts.required, 'file');
  return { data: new Uint8Array(data), name: cleanFileName(part.filename) };
}

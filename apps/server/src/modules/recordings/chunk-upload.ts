import type { FastifyRequest } from 'fastify';
import { RECORDING_TEXTS } from '@parley/contracts';
import { AppError, badRequest } from '../../errors.ts';
import { uploadReadError } from '../../shared/uploaded-file.ts';

/**
 * The bytes of the multipart field "file", refused past the limit the caller's module registered (or `maxBytes`, when
 * one route of the module takes less) without reading the rest; `texts` say what was missing or too large (a
 * recording's chunk by default).
 */
export async function readChunkFile(
  request: FastifyRequest,
  texts: { noFile: string; tooBig: string } = RECORDING_TEXTS,
  maxBytes?: number,
): Promise<Uint8Array> {
  const unreadable = uploadReadError(texts.tooBig);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.noFile);
  const part = await request.file(maxBytes ? { limits: { fileSize: maxBytes } } : undefined).catch(unreadable);
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', texts.noFile, 'file');
  const data = await part.toBuffer().catch(unreadable);
  return new Uint8Array(data);
}

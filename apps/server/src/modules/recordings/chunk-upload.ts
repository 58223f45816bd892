import type { FastifyRequest } from 'fastify';
import { RECORDING_TEXTS } from '@parley/contracts';
import { AppError, badRequest } from '../../errors.ts';

const isTooBig = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

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
  const tooBig = () => new AppError('PAYLOAD_TOO_LARGE', texts.tooBig);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.noFile);
  const part = await request.file(maxBytes ? { limits: { fileSize: maxBytes } } : undefined).catch((err: unknown) => {
    throw isTooBig(err) ? tooBig() : err;
  });
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', texts.noFile, 'file');
  const data = await part.toBuffer().catch((err: unknown) => {
    throw isTooBig(err) ? tooBig() : err;
  });
  return new Uint8Array(data);
}

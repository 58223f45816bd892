import type { FastifyRequest } from 'fastify';
import { RECORDING_TEXTS } from '@parley/contracts';
import { AppError, badRequest } from '../../errors.ts';

const tooBig = () => new AppError('PAYLOAD_TOO_LARGE', RECORDING_TEXTS.tooBig);
const isTooBig = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the multipart field "file", refused past the chunk limit without reading the rest. */
export async function readChunkFile(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.noFile);
  const part = await request.file().catch((err: unknown) => {
    throw isTooBig(err) ? tooBig() : err;
  });
  if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', RECORDING_TEXTS.noFile, 'file');
  const data = await part.toBuffer().catch((err: unknown) => {
    throw isTooBig(err) ? tooBig() : err;
  });
  return new Uint8Array(data);
}

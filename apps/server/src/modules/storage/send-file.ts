import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRanged } from '../../shared/byte-range.ts';

/**
 * A stored file with its caching: a public key never names other bytes, so a year; a private file's address opens it
 * to whoever holds it until it expires, so no cache, shared or the browser's, may keep it (ADR 0080).
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { data: Uint8Array; contentType: string; isPublic: boolean },
) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return sendRanged(request, reply, file.data);
}

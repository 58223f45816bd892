import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes out as it is: a few hundred bytes fit one packet anyway, and zlib would cost more. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for API answers above the threshold (lists grow with use: events, community, feedback). The web
 * app's files are compressed once at build and sent as they are (web-app.ts), so nothing is compressed twice.
 * Must be registered before the routes: it attaches itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    // The plugin's brotli runs at quality 4, fast enough per request; the build's files get 11.
    encodings: ['br', 'gzip'],
    // No client of ours sends compressed bodies: a hook on every request to undo it would be pure cost.
    globalDecompression: false,
  });
}

import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Platform } from '../platform/index.ts';
import { rateCounts, rateLimitStore } from './rate-counts.ts';
import { staticSecurityHeaders } from './security-headers.ts';

/**
 * What an API answer (JSON, or a stored file) needs: it loads and runs nothing, is never framed or sniffed. Helmet's
 * document headers are about 1 kB, and every authenticated call paid for writing and checking them
 * (docs/decisions/0044-api-security-headers.md).
 */
const apiHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': documentHeaders['strict-transport-security']!,
});

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  platform: Pick<Platform, 'sharedBrowser' | 'counters' | 'clock' | 'storage'>,
) {
  const documentHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // A private file's presigned address leads to the bucket, and the feedback page fetches its transcript there.
        connectSrc: ["'self'", 'ws:', 'wss:', ...(platform.storage.fileOrigin ? [platform.storage.fileOrigin] : [])],
        // Watching together plays media files from wherever the host found them (ADR 0056).
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        // Teachers' intro videos, loaded only when a visitor clicks play (no cookies, no tracking), videos watched
        // together, and a room's shared browser when the server has one (ADR 0056).
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...platform.sharedBrowser.frameOrigins,
        ],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const forApi = apiHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? forApi : documentHeaders);
    done();
  });
  const allowed = new Set([config.PUBLIC_URL, ...config.CORS_ORIGINS]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: false,
    exposedHeaders: ['retry-after', 'x-request-id'],
  });
  // Every limit counts where the platform counts: in Redis when configured, so the instances share one count.
  const counts = rateCounts(platform.counters, { clock: platform.clock, log: app.log });
  await app.register(rateLimit, { global: false, store: rateLimitStore(counts) });
}

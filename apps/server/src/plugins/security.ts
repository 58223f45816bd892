import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { staticSecurityHeaders } from './security-headers.ts';

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        // Teachers' intro videos, loaded only when a visitor clicks play (no cookies, no tracking).
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  const allowed = new Set([config.PUBLIC_URL, ...config.CORS_ORIGINS]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: false,
    exposedHeaders: ['retry-after', 'x-request-id'],
  });
  await app.register(rateLimit, { global: false });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDER_DIR } from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';
import { loadPrerenderedPages } from './prerendered-pages.ts';

/** Serves the built web app; every path that is not the API answers index.html so deep links work. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasBuild = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (distDir && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts); the one the browser accepts is sent.
      preCompressed: true,
      // The prerendered pages are answered for their own paths only, with the CSP their scripts need.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDER_DIR}/`),
      // Vite puts a content hash in every asset name under /assets; everything else may change with a deploy.
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  const prerendered = hasBuild ? loadPrerenderedPages(distDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'NOT_FOUND', `No such API route: ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` (it builds it) or `npm run dev`.');
    }
    // index.html and the pages built from it name the hashed bundles of the current deploy, so they must never be
    // cached (the static plugin would otherwise send its one-hour max-age and pin users to a deploy whose files are gone).
    reply.header('cache-control', 'no-cache');
    const page = prerendered?.pageFor(request.url);
    if (!prerendered || !page) return reply.sendFile('index.html', { cacheControl: false });
    reply.header('content-security-policy', prerendered.allowScripts(String(reply.getHeader('content-security-policy'))));
    return reply.sendFile(page, { cacheControl: false });
  });
}

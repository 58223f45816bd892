import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../../plugins/error-handler.ts';
import { MEDIA_PATH } from './media.ts';
import { SCENES } from './scenes.ts';

/** The pictures, read once at start (65 small SVG files, written by scripts/write-caption-scenes.ts). */
const PICTURES = new Map(
  SCENES.map((scene) => [`${scene.id}.svg`, readFileSync(new URL(`./media/${scene.id}.svg`, import.meta.url))]),
);

/**
 * Serves Caption this's pictures to anyone: an <img> sends no bearer token, and they hold nothing private. An SVG
 * opened on its own runs no script and loads nothing (its CSP), and stays cached a day.
 */
export function registerCaptionMedia(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, (request, reply) => {
    const picture = PICTURES.get(request.params.file);
    if (!picture) return sendError(reply, 404, 'NOT_FOUND', 'No such picture');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(picture);
  });
}

import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TRACKS_DIR, TRACKS_PATH } from './tracks.ts';

/**
 * Serves the music box's tracks to anyone (an <audio> sends no bearer token; they hold nothing private), with ranges
 * so a page joining mid-track starts where the room is without loading the track from its start.
 */
export async function registerTracks(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: fileURLToPath(TRACKS_DIR),
    prefix: `${TRACKS_PATH}/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    maxAge: '1d',
    allowedPath: (pathName) => pathName.endsWith('.webm'),
  });
}

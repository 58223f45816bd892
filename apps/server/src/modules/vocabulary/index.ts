import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { QUIZ_SPOKEN_MAX_BYTES } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { vocabularyRoutes } from './vocabulary.routes.ts';
import { collectFromFeedback } from './vocabulary.service.ts';

/**
 * The learner's words and their quiz (issue 21 §2); see docs/features/vocabulary.md. Every role hears finished
 * feedback (the worker finishes it); the api role answers the calls.
 */
export async function vocabularyModule(app: FastifyInstance, deps: ModuleDeps) {
  const { db, domain, config, platform } = deps;
  const base = { db, clock: platform.clock };
  const off = await domain.subscribe('feedback.ready', async (ready) => {
    // The feedback is saved and announced whatever happens here: a word not collected is no reason to fail the job.
    await collectFromFeedback(base, ready).catch((err: unknown) =>
      app.log.warn({ err, recordingId: ready.recordingId }, 'vocabulary from feedback failed'),
    );
  });
  app.addHook('onClose', off);
  if (!config.ROLES.includes('api')) return;
  await app.register(multipart, { limits: { fileSize: QUIZ_SPOKEN_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: true });
  vocabularyRoutes(createRouter(app, deps), { ...base, speech: platform.speech });
}

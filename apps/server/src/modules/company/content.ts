import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { VIDEO_UPLOAD_MAX_BYTES } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { contentRoutes } from './content.routes.ts';
import { videoSigner } from './video-files.ts';

/**
 * The Team plan's content (issue 22 §1, ADR 0073): custom interview questions, training videos and the members'
 * progress. Its own plugin, so the video upload's multipart limits apply to these routes only.
 */
export async function companyContentModule(app: FastifyInstance, deps: ModuleDeps) {
  // The title and collection come before the file; one byte over the size ends the read with 413.
  await app.register(multipart, {
    limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES, files: 1, fields: 2 },
    throwFileSizeLimit: true,
  });
  const { db } = deps;
  const clock = deps.platform.clock;
  contentRoutes(createRouter(app, deps), {
    questions: { db, clock },
    videos: {
      db,
      clock,
      storage: deps.platform.storage,
      signer: videoSigner(deps.config.JWT_SECRET),
      publicUrl: deps.config.PUBLIC_URL,
      log: app.log,
    },
    progress: { db, clock },
  });
}

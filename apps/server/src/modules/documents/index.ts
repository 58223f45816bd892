import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { documentsRoutes } from './documents.routes.ts';

/** A learner's documents, kept through the storage port (issue 21); see docs/features/documents.md. */
export async function documentsModule(app: FastifyInstance, deps: ModuleDeps) {
  // One byte over the limit ends the read: a file too large is refused before any of it is stored.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: true });
  documentsRoutes(createRouter(app, deps), {
    db: deps.db,
    clock: deps.platform.clock,
    storage: deps.platform.storage,
    log: app.log,
  });
}

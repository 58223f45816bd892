import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notesRoutes } from './notes.routes.ts';

/** A learner's rich-text notes (issue 21); see docs/features/notes.md. */
export async function notesModule(app: FastifyInstance, deps: ModuleDeps) {
  notesRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock });
}

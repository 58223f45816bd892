import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { stickyNotesRoutes } from './sticky-notes.routes.ts';

/** Boards of coloured notes, a teacher's pinned to their classrooms (issue 21); see docs/features/sticky-notes.md. */
export async function stickyNotesModule(app: FastifyInstance, deps: ModuleDeps) {
  stickyNotesRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock });
}

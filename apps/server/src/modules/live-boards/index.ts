import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { liveBoardsRoutes } from './live-boards.routes.ts';

/** A person's own whiteboards, drawn here or saved from a live room (issue 21); see docs/features/live-boards.md. */
export async function liveBoardsModule(app: FastifyInstance, deps: ModuleDeps) {
  liveBoardsRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock });
}

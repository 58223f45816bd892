import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { progressRoutes } from './progress.routes.ts';

/** A learner's statistics for /home, and a teacher's view of their students' (issue 21 §3); see docs/features/progress.md. */
export async function progressModule(app: FastifyInstance, deps: ModuleDeps) {
  progressRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock });
}

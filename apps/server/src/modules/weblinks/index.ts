import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { weblinksRoutes } from './weblinks.routes.ts';

/** Saved links, searched, shared with people the owner follows or a teacher's classrooms (issue 21); see docs/features/weblinks.md. */
export async function weblinksModule(app: FastifyInstance, deps: ModuleDeps) {
  weblinksRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock });
}

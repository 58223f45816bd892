import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { socialRoutes } from './social.routes.ts';

/** Follow, avoid and report (issue 3, social graph); see docs/features/social.md. */
export async function socialModule(app: FastifyInstance, deps: ModuleDeps) {
  socialRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock, domain: deps.domain });
}

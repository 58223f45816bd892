import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { modulesRoutes } from './modules.routes.ts';

/** Onboarding and settings modules (issue 3, ADR 0012); see docs/features/profile.md. */
export async function modulesModule(app: FastifyInstance, deps: ModuleDeps) {
  modulesRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock, bus: deps.platform.bus });
}

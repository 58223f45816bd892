import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { onboardingRoutes } from './onboarding.routes.ts';

/** Onboarding and settings modules (issue 3, ADR 0012); see docs/features/onboarding.md. */
export async function onboardingModule(app: FastifyInstance, deps: ModuleDeps) {
  onboardingRoutes(createRouter(app, deps), { db: deps.db, clock: deps.platform.clock, domain: deps.domain });
}

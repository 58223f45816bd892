import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createEventsDeps } from './events.deps.ts';
import { eventsRoutes } from './events.routes.ts';

/** Events: hosting, listing, joining and attendance (ADR 0013); see docs/features/events.md. */
export async function eventsModule(app: FastifyInstance, deps: ModuleDeps) {
  eventsRoutes(createRouter(app, deps), await createEventsDeps(app, deps), new URL(deps.config.PUBLIC_URL).hostname);
}

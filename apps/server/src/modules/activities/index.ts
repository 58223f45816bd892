import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { activitiesRoutes } from './activities.routes.ts';

/** The activities of live rooms (ADR 0048): their calls; their messages travel on the live room's log. */
export async function activitiesModule(app: FastifyInstance, deps: ModuleDeps) {
  if (deps.config.ROLES.includes('api'))
    activitiesRoutes(createRouter(app, deps), {
      db: deps.db,
      bus: deps.platform.bus,
      clock: deps.platform.clock,
      ai: deps.platform.ai,
      topicTimeoutMs: deps.config.AI_TOPIC_TIMEOUT_MS,
    });
}

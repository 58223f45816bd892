import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ActivityMessages, ChangeDeps } from '../live/public.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { activitiesRoutes } from './activities.routes.ts';
import { commitElements, relayDraft } from './whiteboard/whiteboard.service.ts';

/** What the activities do with their live socket messages, for the live module (wired in app.ts). */
export const createActivityMessages = (deps: ChangeDeps): ActivityMessages => ({
  whiteboardDraft: (viewer, eventId, elements) => relayDraft(deps, viewer, eventId, elements),
  whiteboardCommit: (viewer, eventId, elements) => commitElements(deps, viewer, eventId, elements),
});

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

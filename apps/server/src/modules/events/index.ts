import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createEventsDeps } from './events.deps.ts';
import { eventsRoutes } from './events.routes.ts';
import { remind, REMINDER_JOB } from './event-notices.ts';

/** Events: hosting, listing, joining and attendance (ADR 0013); see docs/features/events.md. */
export async function eventsModule(app: FastifyInstance, deps: ModuleDeps) {
  eventsRoutes(createRouter(app, deps), await createEventsDeps(app, deps), new URL(deps.config.PUBLIC_URL).hostname);
}

/** The worker's part of events: reminders an hour before each event (ADR 0063). */
export function startEventReminders(deps: ModuleDeps) {
  if (!deps.config.ROLES.includes('worker')) return;
  deps.platform.queue.work(REMINDER_JOB, (job) =>
    remind({ db: deps.db, domain: deps.domain }, job.payload as Parameters<typeof remind>[1]),
  );
}

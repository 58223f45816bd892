import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { lessonsRoutes } from './lessons.routes.ts';

/** Bookable lessons from a teacher's availability, and their ratings (issue 20, ADR 0060); see docs/features/lessons.md. */
export async function lessonsModule(app: FastifyInstance, deps: ModuleDeps) {
  lessonsRoutes(createRouter(app, deps), {
    db: deps.db,
    clock: deps.platform.clock,
    domain: deps.domain,
    queue: deps.platform.queue,
    log: app.log,
  });
}

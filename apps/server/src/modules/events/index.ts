import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { currentEvent } from './events.service.ts';

export async function eventsModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  const service = { db: deps.db, clock: deps.platform.clock, publicUrl: deps.config.PUBLIC_URL };
  route(eventsApi.current, ({ user }) => currentEvent(service, user.id));
}

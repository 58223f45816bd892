import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { connectListCache, EventListCache } from './events.cache.ts';
import type { EventsDeps } from './event-core.ts';

/** The events service's dependencies on this instance; the live module enters rooms through the same service. */
export async function createEventsDeps(app: FastifyInstance, deps: ModuleDeps): Promise<EventsDeps> {
  const listCache = new EventListCache(deps.platform.clock);
  const close = await connectListCache(listCache, deps.domain);
  app.addHook('onClose', close);
  return {
    db: deps.db,
    clock: deps.platform.clock,
    queue: deps.platform.queue,
    publicUrl: deps.config.PUBLIC_URL,
    listCache,
    domain: deps.domain,
  };
}

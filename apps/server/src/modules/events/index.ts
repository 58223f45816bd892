import type { FastifyInstance } from 'fastify';
import { eventsApi } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { connectListCache, EventListCache } from './events.cache.ts';
import { eventCalendar } from './events.ics.ts';
import * as events from './events.service.ts';
import { eventOver } from './live/live.service.ts';

/** The events service's dependencies on this instance; the live module enters rooms through the same service. */
export async function createEventsDeps(app: FastifyInstance, deps: ModuleDeps): Promise<events.EventsDeps> {
  const listCache = new EventListCache(deps.platform.clock);
  const changes = await connectListCache(listCache, deps.platform.bus);
  app.addHook('onClose', () => changes.close());
  return {
    db: deps.db,
    clock: deps.platform.clock,
    mail: deps.platform.mail,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
    listCache,
    announceChange: changes.announce,
  };
}

export async function eventsModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  const service = await createEventsDeps(app, deps);
  const uidDomain = new URL(deps.config.PUBLIC_URL).hostname;
  /** Every write that succeeded is announced, so no instance lists a stale page. */
  const write = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    await service.announceChange();
    return result;
  };

  route(eventsApi.create, ({ user, body }) => write(events.createEvent(service, user, body)));
  route(eventsApi.list, ({ caller, query }) => events.listEvents(service, caller?.user ?? null, query));
  route(eventsApi.current, ({ user }) => events.currentEvent(service, user.id));
  route(eventsApi.get, ({ caller, params }) => events.getEvent(service, params.id, caller?.user ?? null));
  route(eventsApi.calendar, async ({ caller, params, reply }) => {
    const event = await events.calendarOf(service, params.id, caller?.user ?? null);
    // A string with its own content type is sent as it is, not as JSON.
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="parley-${event.short_event_id}.ics"`);
    return eventCalendar(event, uidDomain, service.clock.now());
  });
  route(eventsApi.config, ({ params }) => events.eventConfig(service, params.eventId));
  route(eventsApi.update, ({ user, params, body }) => write(events.updateEvent(service, user, params.id, body)));
  const live = { db: deps.db, bus: deps.platform.bus, clock: deps.platform.clock };
  route(eventsApi.cancel, async ({ user, params }) => {
    const event = await write(events.cancelEvent(service, user, params.id));
    await eventOver(live, event.event_id, 'cancelled');
    return event;
  });
  route(eventsApi.participate, ({ user, body }) => write(events.participate(service, user, body.event_id)));
  route(eventsApi.leave, ({ user, body }) => write(events.leave(service, user, body.event_id)));
  route(eventsApi.startNow, ({ user, body }) => write(events.startNow(service, user, body.event_id)));
  route(eventsApi.end, async ({ user, body }) => {
    const event = await write(events.endEvent(service, user, body.event_id));
    await eventOver(live, event.event_id, 'ended');
    return event;
  });
  route(eventsApi.canJoin, ({ user, query }) => events.canJoin(service, user, query.event_id));
  route(eventsApi.huddleHosts, () => events.huddleHosts(service));
  route(eventsApi.eventJoins, ({ user, query }) => events.eventJoins(service, user, query.limit, query.offset));
  route(eventsApi.attendance, ({ user, body }) => write(events.recordAttendance(service, user, body.event_id)));
  route(eventsApi.matches, ({ user, query }) => events.matchesOf(service, user.id, query.limit, query.offset));
}

import { eventsApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import { eventCalendar } from './events.ics.ts';
import type { EventsDeps } from './event-core.ts';
import * as hosting from './events.service.ts';
import * as listing from './listing.service.ts';
import * as participation from './participation.service.ts';

/** Contract → caller → service. */
export function eventsRoutes(route: Route, service: EventsDeps, uidDomain: string) {
  route(eventsApi.create, ({ user, body }) => hosting.createEvent(service, user, body));
  route(eventsApi.list, ({ caller, query }) => listing.listEvents(service, caller?.user ?? null, query));
  route(eventsApi.current, ({ user }) => listing.currentEvent(service, user.id));
  route(eventsApi.get, ({ caller, params }) => listing.getEvent(service, params.id, caller?.user ?? null));
  route(eventsApi.calendar, async ({ caller, params, reply }) => {
    const event = await listing.calendarOf(service, params.id, caller?.user ?? null);
    // A string with its own content type is sent as it is, not as JSON.
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="parley-${event.short_event_id}.ics"`);
    return eventCalendar(event, uidDomain, service.clock.now());
  });
  route(eventsApi.config, ({ params }) => hosting.eventConfig(service, params.eventId));
  route(eventsApi.update, ({ user, params, body }) => hosting.updateEvent(service, user, params.id, body));
  route(eventsApi.cancel, ({ user, params }) => hosting.cancelEvent(service, user, params.id));
  route(eventsApi.participate, ({ user, body }) => participation.participate(service, user, body.event_id));
  route(eventsApi.leave, ({ user, body }) => participation.leave(service, user, body.event_id));
  route(eventsApi.startNow, ({ user, body }) => hosting.startNow(service, user, body.event_id));
  route(eventsApi.end, ({ user, body }) => hosting.endEvent(service, user, body.event_id));
  route(eventsApi.canJoin, ({ user, query }) => participation.canJoin(service, user, query.event_id));
  route(eventsApi.huddleHosts, () => listing.huddleHosts(service));
  route(eventsApi.eventJoins, ({ user, query }) => participation.eventJoins(service, user, query.limit, query.offset));
  route(eventsApi.attendance, ({ user, body }) => participation.recordAttendance(service, user, body.event_id));
  route(eventsApi.matches, ({ user, query }) => listing.matchesOf(service, user.id, query.limit, query.offset));
}

import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import * as s from './events.schemas.ts';
import * as p from './participation.schemas.ts';

export const EVENT_PREFIX = '/api/v1/sdk/event';

const hostAction = (verb: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/${verb}`,
    summary,
    auth: 'access',
    body: s.eventRefSchema,
    status: 200,
    response: s.eventSchema,
  });

const participation = (method: 'POST' | 'DELETE', summary: string) =>
  endpoint({
    method,
    path: `${EVENT_PREFIX}/participate`,
    summary,
    auth: 'access',
    body: s.eventRefSchema,
    status: 200,
    response: s.eventSchema,
  });

/** Events of the spec (§7, Events): scheduling, discovery and participation. Live-room calls belong elsewhere. */
export const eventsApi = {
  create: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/event`,
    summary: 'Create an event (teachers and students on a paid plan; a free student gets 403)',
    auth: 'access',
    body: s.createEventBodySchema,
    status: 201,
    response: s.eventSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/events`,
    summary: 'Events by type, language, level and start, ordered by start; private ones only for host and participants',
    auth: 'optional',
    query: s.eventsQuerySchema,
    status: 200,
    response: s.eventsPageSchema,
  }),
  current: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/event/current`,
    summary: "The caller's live event, else their next one (hosting or participating), else null",
    auth: 'access',
    status: 200,
    response: z.nullable(s.eventSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/event/{id}`,
    summary: 'One event by event_id or short_event_id (a live event needs a signed-in caller)',
    auth: 'optional',
    params: s.eventIdParamsSchema,
    status: 200,
    response: s.eventSchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/event/{id}/calendar.ics`,
    summary: 'The event as an iCalendar file (text/calendar, one VEVENT with UID, DTSTART/DTEND in UTC and URL)',
    auth: 'optional',
    params: s.eventIdParamsSchema,
    status: 200,
    response: z.string(),
  }),
  config: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/{eventId}/config`,
    summary: "An event's room sizes and its activity's settings",
    auth: 'optional',
    params: p.eventConfigParamsSchema,
    status: 200,
    response: p.eventConfigSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${EVENT_PREFIX}/event/{id}`,
    summary: 'Change an event (host only; not once ended or cancelled)',
    auth: 'access',
    params: s.eventIdParamsSchema,
    body: s.updateEventBodySchema,
    status: 200,
    response: s.eventSchema,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: `${EVENT_PREFIX}/event/{id}`,
    summary: 'Cancel an event (host only): participants are told by mail and the event shows as cancelled',
    auth: 'access',
    params: s.eventIdParamsSchema,
    status: 200,
    response: s.eventSchema,
  }),
  participate: participation(
    'POST',
    'Join the participant list (idempotent; full, past and cancelled events refuse; free plan: EXC_SESSION_LIMIT_REACHED)',
  ),
  leave: participation('DELETE', 'Leave the participant list (idempotent)'),
  startNow: hostAction('start_now', 'Start the event now (host only)'),
  end: hostAction('end', 'End the event now (host only)'),
  canJoin: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/can-join`,
    summary: "Whether the caller may enter the event's live room now, and why not",
    auth: 'access',
    query: s.eventRefSchema,
    status: 200,
    response: p.canJoinSchema,
  }),
  huddleHosts: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/huddle-hosts`,
    summary: 'Hosts of public events live now, with their event',
    auth: 'optional',
    status: 200,
    response: p.huddleHostsSchema,
  }),
  eventJoins: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/user/event-joins`,
    summary: "The caller's sessions (live rooms joined), newest first, with counts per month and the plan allowance",
    auth: 'access',
    query: paginationQuerySchema,
    status: 200,
    response: p.eventJoinsSchema,
  }),
  attendance: endpoint({
    method: 'POST',
    path: `${EVENT_PREFIX}/attendance`,
    summary: 'Record that the caller joined the live room (idempotent per event; free plan: EXC_SESSION_LIMIT_REACHED)',
    auth: 'access',
    body: s.eventRefSchema,
    status: 200,
    response: p.attendanceSchema,
  }),
  matches: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/user/matches`,
    summary: 'The people the caller was paired with in live rooms, newest first, one row per person, without avoids',
    auth: 'access',
    query: paginationQuerySchema,
    status: 200,
    response: p.matchesPageSchema,
  }),
} as const;

import { endpoint } from '../common/endpoint.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { eventSchema, matchesPageSchema } from './events.schemas.ts';

export const EVENT_PREFIX = '/api/v1/sdk/event';

export const eventsApi = {
  current: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/event/current`,
    summary: "The caller's live event, else their next one (hosting or participating), else null",
    auth: 'access',
    status: 200,
    response: eventSchema.nullable(),
  }),
  matches: endpoint({
    method: 'GET',
    path: `${EVENT_PREFIX}/user/matches`,
    summary: 'The people the caller was paired with in live rooms, newest first, one row per person, without avoids',
    auth: 'access',
    query: paginationQuerySchema,
    status: 200,
    response: matchesPageSchema,
  }),
} as const;

import { endpoint } from '../common/endpoint.ts';
import { eventSchema } from './events.schemas.ts';

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
} as const;

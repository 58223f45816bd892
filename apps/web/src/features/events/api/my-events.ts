import type { EventsQuery } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { eventsListQueryOptions } from './events-list.ts';

/** The caller's own events (hosted or joined, cancelled ones too), as the server's dashboard list gives them. */
export const MY_EVENTS_QUERY: EventsQuery = { is_dashboard: 'true', limit: 50 };

export const useMyEvents = () => useQuery(eventsListQueryOptions(MY_EVENTS_QUERY));

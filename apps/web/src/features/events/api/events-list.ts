import { eventsApi, type EventsQuery } from '@parley/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const listEvents = (query: EventsQuery, signal?: AbortSignal) => call(eventsApi.list, { query, signal });

/** Every cached list starts with this key, so a write can refresh them all at once. */
export const EVENTS_LIST_KEY = ['events', 'list'] as const;

export const eventsListQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: [...EVENTS_LIST_KEY, query],
    queryFn: ({ signal }) => listEvents(query, signal),
    // Paging keeps the old page on screen until the next one arrives, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useEventsList = (query: EventsQuery) => useQuery(eventsListQueryOptions(query));

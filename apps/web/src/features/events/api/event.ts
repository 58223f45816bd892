import { eventsApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const getEvent = (id: string, signal?: AbortSignal) => call(eventsApi.get, { params: { id }, signal });

/** Keyed by the id in the address (event_id or short_event_id), and by who asks: signed-in callers see more. */
export const eventQueryOptions = (id: string, userId: number | null) =>
  queryOptions({
    queryKey: ['events', 'event', id, userId],
    queryFn: ({ signal }) => getEvent(id, signal),
    retry: false,
  });

export const useEvent = (id: string, userId: number | null) => useQuery(eventQueryOptions(id, userId));

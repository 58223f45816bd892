import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsApi, NEXT_EVENT_POLL_MS } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const getCurrentEvent = (signal?: AbortSignal) => call(eventsApi.current, { signal });

export const currentEventQueryOptions = queryOptions({
  queryKey: ['events', 'current'],
  queryFn: ({ signal }) => getCurrentEvent(signal),
  refetchInterval: NEXT_EVENT_POLL_MS,
});

export const useCurrentEvent = () => useQuery(currentEventQueryOptions);

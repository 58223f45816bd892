import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, NEXT_EVENT_POLL_MS } from '@parley/contracts';
import { z } from 'zod';
import { call } from '../../../lib/api/client.ts';

/**
 * The contracts do not describe the events API yet; this is the part of GET event/current the card reads
 * (null when there is no upcoming event). It moves to contracts with the events feature.
 */
const currentEventEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/sdk/event/current',
  summary: "The signed-in user's next event",
  auth: 'access',
  status: 200,
  response: z
    .object({ event_id: z.union([z.string(), z.number()]), event_title: z.string(), start_time_utc: z.iso.datetime() })
    .nullable(),
});

export const getCurrentEvent = (signal?: AbortSignal) => call(currentEventEndpoint, { signal });

export const currentEventQueryOptions = queryOptions({
  queryKey: ['events', 'current'],
  queryFn: ({ signal }) => getCurrentEvent(signal),
  refetchInterval: NEXT_EVENT_POLL_MS,
});

export const useCurrentEvent = () => useQuery(currentEventQueryOptions);

import { queryOptions } from '@tanstack/react-query';
import { eventsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import type { PageQuery } from './lists.ts';

export const matches = ({ limit, offset, signal }: PageQuery) => call(eventsApi.matches, { query: { limit, offset }, signal });

/** The event a match happened in, for its title. */
export const matchEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['social', 'match-event', eventId],
    queryFn: ({ signal }) => call(eventsApi.get, { params: { id: eventId }, signal }),
    staleTime: Infinity,
  });

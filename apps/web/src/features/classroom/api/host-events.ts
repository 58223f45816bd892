import { EVENTS_PAGE_MAX, eventsApi, type Event } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { classroomKeys } from './keys.ts';

/** The dashboard list holds the caller's own events, joined ones too: a live practice task links one the teacher hosts. */
const upcomingHosted = (events: Event[], hostId: number) =>
  events.filter((event) => event.host.id === hostId && !event.is_cancelled && !event.is_ended);

export const hostEventsQueryOptions = (hostId: number) =>
  queryOptions({
    queryKey: [...classroomKeys.hostEvents(), hostId],
    queryFn: async ({ signal }) => {
      const page = await call(eventsApi.list, { query: { is_dashboard: 'true', limit: EVENTS_PAGE_MAX }, signal });
      return upcomingHosted(page.items, hostId);
    },
  });

export const useHostEvents = (hostId: number) => useQuery(hostEventsQueryOptions(hostId));

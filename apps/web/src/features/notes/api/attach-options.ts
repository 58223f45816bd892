import { EVENTS_PAGE_MAX, eventsApi, recordingsApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { notesKeys } from './keys.ts';

/** What a note can be attached to: the writer's newest recordings and the events they host or take part in. */
export const useAttachOptions = (enabled: boolean) =>
  useQuery({
    queryKey: notesKeys.attachOptions(),
    queryFn: async ({ signal }) => {
      const [recordings, events] = await Promise.all([
        call(recordingsApi.list, { query: { limit: 50, offset: 0 }, signal }),
        call(eventsApi.list, { query: { is_dashboard: 'true', limit: EVENTS_PAGE_MAX }, signal }),
      ]);
      return { recordings: recordings.items, events: events.items.filter((event) => !event.is_cancelled) };
    },
    enabled,
    staleTime: 60_000,
  });

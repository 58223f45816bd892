import { queryOptions } from '@tanstack/react-query';
import { liveApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const sendChat = (eventId: string, message: string) => call(liveApi.chatSend, { body: { event_id: eventId, message } });

/** What was said before this client arrived, oldest first. */
export const chatHistoryQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['live', 'chat', eventId],
    queryFn: async ({ signal }) => {
      const page = await call(liveApi.chatList, { query: { event_id: eventId, limit: 50, offset: 0 }, signal });
      return page.items.toReversed();
    },
    staleTime: Infinity,
  });

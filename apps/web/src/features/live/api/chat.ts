import { queryOptions } from '@tanstack/react-query';
import { liveApi, type LanguageCode } from '@parley/contracts';
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

/** Whether the server has a translation service: the Translate button is offered only then. */
export const translationStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'chat', 'translate'],
    queryFn: ({ signal }) => call(liveApi.translateStatus, { signal }),
    staleTime: 10 * 60_000,
  });

export const translateChat = (eventId: string, messageId: string, target: LanguageCode) =>
  call(liveApi.translate, { body: { event_id: eventId, message_id: messageId, target } });

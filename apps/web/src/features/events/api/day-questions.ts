import { activitiesApi } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** The day's discussion questions of an event (the topics its level prepares with that day). */
export const dayQuestionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['day-questions', eventId],
    queryFn: () => call(activitiesApi.discussionQuestions, { query: { event_id: eventId } }),
    staleTime: 60 * 60_000,
  });

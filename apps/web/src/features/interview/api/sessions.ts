import { queryOptions } from '@tanstack/react-query';
import { interviewApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The learner's practice sessions, newest first. */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['interview', 'sessions'],
  queryFn: ({ signal }) => call(interviewApi.list, { query: {}, signal }),
});

/** The practice session made over one recording, if any (a recording has at most one). */
export const sessionOfRecordingQueryOptions = (recordingId: number) =>
  queryOptions({
    queryKey: ['interview', 'sessions', { recordingId }],
    queryFn: async ({ signal }) => {
      const { items } = await call(interviewApi.list, { query: { recording_id: recordingId }, signal });
      return items[0] ?? null;
    },
  });

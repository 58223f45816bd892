import { queryOptions } from '@tanstack/react-query';
import { interviewApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** As the feedback page does with its recording: asked again every couple of seconds until processed. */
const PROCESSING_POLL_MS = 2000;

export const reportQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: ['interview', 'report', sessionId],
    queryFn: ({ signal }) => call(interviewApi.report, { params: { sessionId }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.processing_status;
      return status === 'PROCESSED' || status === 'FAILED' ? false : PROCESSING_POLL_MS;
    },
  });

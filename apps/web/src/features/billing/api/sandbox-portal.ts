import { queryOptions } from '@tanstack/react-query';
import { sandboxApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const sandboxPortalQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'sandbox', 'portal', sessionId],
    queryFn: ({ signal }) => call(sandboxApi.portal, { params: { sessionId }, signal }),
    retry: false,
  });

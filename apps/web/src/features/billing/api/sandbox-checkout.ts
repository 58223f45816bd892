import { queryOptions } from '@tanstack/react-query';
import { sandboxApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const sandboxCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'sandbox', 'checkout', sessionId],
    queryFn: ({ signal }) => call(sandboxApi.checkout, { params: { sessionId }, signal }),
    retry: false,
  });

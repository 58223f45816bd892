import { queryOptions } from '@tanstack/react-query';
import { sandboxApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const sandboxOnboardingQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: ['billing', 'sandbox', 'onboarding', linkId],
    queryFn: ({ signal }) => call(sandboxApi.onboarding, { params: { linkId }, signal }),
    retry: false,
  });

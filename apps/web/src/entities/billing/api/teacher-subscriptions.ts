import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The signed-in student's live plans with teachers (teacher homepages, subscription settings). */
export const teacherSubscriptionsQueryOptions = queryOptions({
  queryKey: ['storefront', 'subscriptions'],
  queryFn: ({ signal }) => call(storefrontApi.subscriptions, { signal }),
});

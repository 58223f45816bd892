import { queryOptions } from '@tanstack/react-query';
import { affiliatesApi, type CommissionStatus } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const affiliateKeys = {
  all: ['affiliates'] as const,
  admin: (status: CommissionStatus | null) => ['affiliates', 'admin', status] as const,
};

/** The caller's link, counts and totals (403 for a member who is not an affiliate). */
export const dashboardQueryOptions = queryOptions({
  queryKey: [...affiliateKeys.all, 'dashboard'],
  queryFn: ({ signal }) => call(affiliatesApi.dashboard, { signal }),
  retry: false,
});

/** The caller's newest commission records. */
export const commissionsQueryOptions = queryOptions({
  queryKey: [...affiliateKeys.all, 'commissions'],
  queryFn: ({ signal }) => call(affiliatesApi.commissions, { signal, query: { limit: 100, offset: 0 } }),
  retry: false,
});

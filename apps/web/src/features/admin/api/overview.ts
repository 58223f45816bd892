import { adminApi } from '@parley/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** The read-only payments overview. */
export const usePayments = () =>
  useQuery(queryOptions({ queryKey: adminKeys.payments(), queryFn: ({ signal }) => call(adminApi.payments, { signal }) }));

/** The audit log, newest first. */
export const useAudit = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.audit(),
      queryFn: ({ pageParam, signal }) => call(adminApi.audit, { query: { limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );

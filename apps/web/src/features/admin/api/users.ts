import { adminApi } from '@parley/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** Members matching the search, newest first, a page at a time. */
export const useAdminUsers = (q: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.users(q),
      queryFn: ({ pageParam, signal }) =>
        call(adminApi.users, { query: { q, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );

/** One member in full. */
export const useAdminUser = (userId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.user(userId),
      queryFn: ({ signal }) => call(adminApi.user, { params: { userId }, signal }),
    }),
  );

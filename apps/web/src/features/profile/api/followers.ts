import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** How many people follow the user: one item is enough, the page answers the total. */
export const followerCountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['profile', 'followers', userId],
    queryFn: async ({ signal }) =>
      (await call(socialApi.followers, { params: { userId }, query: { limit: 1, offset: 0 }, signal })).total,
  });

export const useFollowerCount = (userId: number) => useQuery(followerCountQueryOptions(userId));

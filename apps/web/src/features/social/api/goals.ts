import { queryOptions } from '@tanstack/react-query';
import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const goalsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['social', 'goals', userId],
    queryFn: ({ signal }) => call(socialApi.goals, { params: { userId }, signal }),
  });

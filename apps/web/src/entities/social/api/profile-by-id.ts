import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const publicProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['social', 'profile', id],
    queryFn: ({ signal }) => call(authApi.profileById, { params: { id }, signal }),
  });

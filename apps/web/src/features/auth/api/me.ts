import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';

export const getMe = (signal?: AbortSignal) => call(authApi.me, { signal });

/** The stored user may be stale (verified, renamed or upgraded elsewhere); this refreshes it once per visit. */
export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async ({ signal }) => {
    const user = await getMe(signal);
    setUser(user);
    return user;
  },
  staleTime: Infinity,
});

export const useMe = (enabled: boolean) => useQuery({ ...meQueryOptions, enabled });

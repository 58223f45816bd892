import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';

/**
 * The signed-in user as the server has it now; every fetch also refreshes the stored user. The stored copy may be
 * stale (verified, renamed or upgraded elsewhere), so the shell fetches this once per visit.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: async ({ signal }) => {
    const user = await call(authApi.me, { signal });
    setUser(user);
    return user;
  },
  staleTime: Infinity,
});

import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';

/** The user as the server has it now: the profile page edits the fresh copy, and the stored user follows. */
export const profileQueryOptions = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: async ({ signal }) => {
    const user = await call(authApi.me, { signal });
    setUser(user);
    return user;
  },
});

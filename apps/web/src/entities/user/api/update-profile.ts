import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type BodyOf } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';
import { meQueryOptions } from './me-query.ts';

export type ProfileUpdate = BodyOf<typeof authApi.update>;

export const updateProfile = (body: ProfileUpdate) => call(authApi.update, { body });

/** Saves name and avatar; the stored user follows, so the header and the welcome card show them at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(meQueryOptions.queryKey, user);
    },
  });
}

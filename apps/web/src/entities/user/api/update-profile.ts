import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type BodyOf, type User } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';
import { meQueryOptions } from './me-query.ts';

export type ProfileUpdate = BodyOf<typeof authApi.update>;

export const updateProfile = (body: ProfileUpdate) => call(authApi.update, { body });

/** What a call answering the saved user does with it: the stored user follows, so every page shows it at once. */
export function useUserSaved() {
  const queryClient = useQueryClient();
  return ({ user }: { user: User }) => {
    setUser(user);
    queryClient.setQueryData(meQueryOptions.queryKey, user);
  };
}

/** Saves name and avatar; the header and the welcome card show them at once. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useUserSaved() });
}

import { authApi } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { setUser } from '../../../lib/session/session.ts';

export const cancelDeletion = () => call(authApi.cancelDeleteAccount);

/** Keeps an account that was scheduled for erasure; the user the server answers no longer carries the date. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(meQueryOptions.queryKey, user);
    },
  });
}

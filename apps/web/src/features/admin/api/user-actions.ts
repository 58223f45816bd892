import { adminApi, authApi } from '@parley/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adminKeys } from './keys.ts';

type UserAction = { kind: 'disable' | 'enable'; note: string } | { kind: 'grantRole' | 'revokeRole'; role: string };

const run = (userId: number, action: UserAction) => {
  switch (action.kind) {
    case 'disable':
    case 'enable':
      return call(adminApi[action.kind], { params: { userId }, body: { note: action.note } });
    case 'grantRole':
    case 'revokeRole':
      return call(adminApi[action.kind], { params: { userId, role: action.role } });
  }
};

/** Disables, enables, gives or takes a role; the member and every admin list are read again. */
export function useUserAction(userId: number, done: (action: UserAction) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => run(userId, action),
    onSuccess: (user, action) => {
      queryClient.setQueryData(adminKeys.user(userId), user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      showToast(done(action), 'success');
    },
    onError: showFailure,
  });
}

/** The roles there are (`GET auth/roles`), to give one. */
export const useRoles = () =>
  useQuery(queryOptions({ queryKey: adminKeys.roles(), queryFn: ({ signal }) => call(authApi.listRoles, { signal }) }));

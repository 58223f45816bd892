import { modulesApi, type ModuleResultInput } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { setUser } from '../../../lib/session/session.ts';

export const saveModule = (moduleResult: ModuleResultInput) => call(modulesApi.submit, { body: { moduleResult } });

/** Saves a settings module (accent, email preferences); the server applies it to the user, which the app follows. */
export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    onSuccess: ({ user }) => {
      setUser(user);
      queryClient.setQueryData(meQueryOptions.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['modules', user.id] });
    },
  });
}

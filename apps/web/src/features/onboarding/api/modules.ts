import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { modulesApi, type Module, type ModuleId, type ModuleResultInput, type User, type UserModules } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { setUser, useUser } from '../../../lib/session/session.ts';

/** The caller's modules; keyed by account so a second person on this device never sees the first one's. */
export const modulesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['modules', userId],
    queryFn: ({ signal }) => call(modulesApi.list, { signal }),
    staleTime: Infinity,
  });

/**
 * Only verified accounts are onboarded: a guest is trying Parley out and meets the modules once they keep the
 * account and verify it (ADR 0014).
 */
export function useModules() {
  const user = useUser();
  const enabled = Boolean(user?.is_verified && !user.is_guest);
  return useQuery({ ...modulesQueryOptions(user?.id ?? 0), enabled });
}

/** An optional module the server still offers and the user has not submitted. */
export function pendingOptional(modules: UserModules | undefined, id: ModuleId): Module | undefined {
  return modules?.optional.find((module) => module.id === id && !module.is_submitted);
}

export const submitModule = (moduleResult: ModuleResultInput) => call(modulesApi.submit, { body: { moduleResult } });

/** The server applies a submission to the user (status, languages, onboarding completed…): the local copy follows. */
function applySubmitted(queryClient: QueryClient, user: User, ids: readonly ModuleId[]) {
  setUser(user);
  queryClient.setQueryData(meQueryOptions.queryKey, user);
  queryClient.setQueryData<UserModules>(modulesQueryOptions(user.id).queryKey, (modules) =>
    modules
      ? {
          required: modules.required.filter((module) => !ids.includes(module.id)),
          optional: modules.optional.map((module) => (ids.includes(module.id) ? { ...module, is_submitted: true } : module)),
          submitted: [...new Set([...modules.submitted, ...ids])],
        }
      : modules,
  );
  void queryClient.invalidateQueries({ queryKey: modulesQueryOptions(user.id).queryKey });
}

/** Submits the results in order (one call each) and answers the user as the last call left it. */
export function useSubmitModules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (results: readonly ModuleResultInput[]) => {
      let user: User | null = null;
      for (const result of results) user = (await submitModule(result)).user;
      if (!user) throw new Error('Nothing to submit');
      return user;
    },
    onSuccess: (user, results) =>
      applySubmitted(
        queryClient,
        user,
        results.map((result) => result.id),
      ),
    // An earlier call of the batch may have gone through: ask the server what stands now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['modules'] });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}

import { modulesApi } from '@parley/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api/client.ts';

/** The Languages module's configuration: the languages and accents the product offers (spec §3). */
export const languagesModuleQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['modules', userId, 'Languages'],
    queryFn: async ({ signal }) => (await call(modulesApi.get, { params: { moduleId: 'Languages' }, signal })).config,
  });

/**
 * The accent page's loading (feedback-pricing spec §2): once signed in, the user is refreshed (by the settings page)
 * and so are the user's modules, this one included, on every visit.
 */
export function useLanguagesModule(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['modules', userId] });
  }, [queryClient, userId]);
  return useQuery(languagesModuleQueryOptions(userId));
}

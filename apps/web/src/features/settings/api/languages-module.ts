import { modulesApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** The Languages module's configuration: the languages and accents the product offers (spec §3). */
export const languagesModuleQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['modules', userId, 'Languages'],
    queryFn: async ({ signal }) => (await call(modulesApi.get, { params: { moduleId: 'Languages' }, signal })).config,
  });

/**
 * The accent page's loading (feedback-pricing spec §2): the user's Languages module is fetched again on every visit,
 * like the user itself (refreshed by the settings page), once the page is signed in.
 */
export const useLanguagesModule = (userId: number) =>
  useQuery({ ...languagesModuleQueryOptions(userId), refetchOnMount: 'always' });

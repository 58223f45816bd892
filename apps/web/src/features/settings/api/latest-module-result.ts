import { modulesApi, MODULE_DATA_SCHEMAS, type ModuleData } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/**
 * The newest answer the user sent for a settings module (spec: "the latest EmailPreferenceModule result"), checked
 * against the module's schema; null when there is none yet. Keyed under the user's modules, so a submission that
 * refreshes those refreshes this too.
 */
export const latestResultQueryOptions = <Id extends 'EmailPreferenceModule'>(userId: number, moduleId: Id) =>
  queryOptions({
    queryKey: ['modules', userId, 'latest', moduleId],
    queryFn: async ({ signal }): Promise<ModuleData<Id> | null> => {
      const page = await call(modulesApi.results, { params: { moduleId }, query: { limit: 1, offset: 0 }, signal });
      const parsed = MODULE_DATA_SCHEMAS[moduleId].safeParse(page.items[0]?.data);
      return parsed.success ? parsed.data : null;
    },
  });

export const useLatestEmailPreferences = (userId: number) =>
  useQuery({ ...latestResultQueryOptions(userId, 'EmailPreferenceModule'), refetchOnMount: 'always' });

import * as z from 'zod/mini';
import { emailPreferencesSchema, modulesApi, type EmailPreferences } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/**
 * The newest email preferences the user sent (spec: "the latest EmailPreferenceModule result"), checked against the
 * schema with keys saved before a key existed left out; null when there is none yet. Keyed under the user's modules,
 * so a submission that refreshes those refreshes this too.
 */
export const latestEmailPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['modules', userId, 'latest', 'EmailPreferenceModule'],
    queryFn: async ({ signal }): Promise<Partial<EmailPreferences> | null> => {
      const page = await call(modulesApi.results, {
        params: { moduleId: 'EmailPreferenceModule' },
        query: { limit: 1, offset: 0 },
        signal,
      });
      const parsed = z.partial(emailPreferencesSchema).safeParse(page.items[0]?.data);
      return parsed.success ? parsed.data : null;
    },
  });

export const useLatestEmailPreferences = (userId: number) =>
  useQuery({ ...latestEmailPreferencesQueryOptions(userId), refetchOnMount: 'always' });

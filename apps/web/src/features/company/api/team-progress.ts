import { companyProgressApi as api, fillPath } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { call, withAccessToken } from '../../../lib/api/client.ts';
import { companyKeys } from './company.ts';

export const useTeamProgress = () =>
  useQuery({ queryKey: [...companyKeys.all, 'progress'], queryFn: ({ signal }) => call(api.team, { signal }) });

/**
 * Saves a CSV export. It is served to administrators only, with the bearer token, so the page fetches it and saves
 * it from memory under the name the server gave.
 */
export function downloadCsv(userId: number | null): Promise<void> {
  const url = userId === null ? api.teamCsv.path : fillPath(api.memberCsv.path, { userId });
  return withAccessToken(async (token) => {
    let response: Response;
    try {
      response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    } catch {
      throw ApiError.network();
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, await response.json().catch(() => undefined));
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'parley-progress.csv';
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  });
}

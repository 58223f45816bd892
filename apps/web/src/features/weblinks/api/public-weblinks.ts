import { weblinksApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { weblinkKeys } from './keys.ts';

/** A member's newest public links, as their community profile lists them. */
export const usePublicWeblinks = (userId: number) =>
  useQuery({
    queryKey: weblinkKeys.publicOf(userId),
    queryFn: ({ signal }) => call(weblinksApi.publicOf, { params: { userId }, query: { limit: 20 }, signal }),
  });

import { queryOptions } from '@tanstack/react-query';
import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The caller's relationship with a user; keyed by the caller too, so a new sign-in never sees the last one's. */
export const relationshipQueryOptions = (meId: number, userId: number) =>
  queryOptions({
    queryKey: ['social', 'relationship', meId, userId],
    queryFn: ({ signal }) => call(socialApi.relationship, { params: { userId }, signal }),
  });

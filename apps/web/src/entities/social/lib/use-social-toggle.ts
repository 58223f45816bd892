import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Relationship } from '@parley/contracts';
import { ApiError, failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { avoid } from '../api/avoid.ts';
import { follow } from '../api/follow.ts';
import { relationshipQueryOptions } from '../api/relationship.ts';
import { unavoid } from '../api/unavoid.ts';
import { unfollow } from '../api/unfollow.ts';

export type LimitKind = 'follow' | 'avoid';
type Toggle = 'follow' | 'unfollow' | 'avoid' | 'unavoid';

const CALLS: Record<Toggle, (userId: number) => Promise<Relationship>> = { follow, unfollow, avoid, unavoid };
const LIMIT_CODES: Record<string, LimitKind> = { EXC_FOLLOW_LIMIT_REACHED: 'follow', EXC_AVOID_LIMIT_REACHED: 'avoid' };

/** The state the buttons show at once, before the server answers. */
function optimistic(view: Relationship, toggle: Toggle): Relationship {
  switch (toggle) {
    case 'follow':
      return { ...view, is_following: true, followers_count: view.followers_count + (view.is_following ? 0 : 1) };
    case 'unfollow':
      return { ...view, is_following: false, followers_count: view.followers_count - (view.is_following ? 1 : 0) };
    case 'avoid':
      // Avoiding removes follows both ways.
      return {
        ...view,
        is_avoiding: true,
        is_following: false,
        is_followed_by: false,
        followers_count: view.followers_count - (view.is_following ? 1 : 0),
      };
    case 'unavoid':
      return { ...view, is_avoiding: false };
  }
}

/**
 * Follow and avoid toggle at once and roll back on error: a plan limit opens its dialog (`limit`), any other
 * failure shows its text in a toast.
 */
export function useSocialToggle(meId: number, userId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = relationshipQueryOptions(meId, userId);
  const [limit, setLimit] = useState<LimitKind | null>(null);

  const mutation = useMutation({
    mutationFn: (toggle: Toggle) => CALLS[toggle](userId),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, optimistic(before, toggle));
      return { before };
    },
    onError: (error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      const kind = error instanceof ApiError ? LIMIT_CODES[error.code] : undefined;
      if (kind) setLimit(kind);
      else showToast(failureText(error), 'error');
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['social', 'list'] });
      // Avoids hide people from the community search, and follows change its follower counts.
      void queryClient.invalidateQueries({ queryKey: ['social', 'community'] });
    },
  });

  return { toggle: mutation.mutate, pending: mutation.isPending, limit, closeLimit: () => setLimit(null) };
}

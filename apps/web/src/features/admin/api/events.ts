import { adminApi } from '@parley/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** Events not over and not cancelled, soonest first. */
export const useAdminEvents = (q: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.events(q),
      queryFn: ({ pageParam, signal }) =>
        call(adminApi.events, { query: { q, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );

/** Cancels an event as its host would. */
export function useCancelEvent(done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, note }: { eventId: string; note: string }) =>
      call(adminApi.cancelEvent, { params: { eventId }, body: { note } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      showToast(done, 'success');
    },
    onError: showFailure,
  });
}

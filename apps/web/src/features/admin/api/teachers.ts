import { adminApi } from '@parley/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** Teacher candidates, oldest first. */
export const useCandidates = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.candidates(),
      queryFn: ({ pageParam, signal }) =>
        call(adminApi.candidates, { query: { limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );

export type TeacherDecision = 'approveTeacher' | 'declineTeacher';

/** Approves or declines a candidate; the queue is read again. */
export function useTeacherDecision(done: (decision: TeacherDecision) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision, note }: { userId: number; decision: TeacherDecision; note: string }) =>
      call(adminApi[decision], { params: { userId }, body: { note } }),
    onSuccess: (_user, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      showToast(done(decision), 'success');
    },
    onError: showFailure,
  });
}

import { adminApi, type ReportStatus } from '@parley/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { nextOffset } from '../../../lib/api/next-offset.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

/** Reports in one state, the longest waiting first. */
export const useReports = (status: ReportStatus) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.reports(status),
      queryFn: ({ pageParam, signal }) =>
        call(adminApi.reports, { query: { status, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );

export type ReportOutcome = 'dismissReport' | 'warnReport' | 'banReport';

/** Dismisses, warns or bans; every admin list is read again (a ban closes other reports and disables the account). */
export function useReportAction(done: (outcome: ReportOutcome) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, outcome, note }: { reportId: number; outcome: ReportOutcome; note: string }) =>
      call(adminApi[outcome], { params: { reportId }, body: { note } }),
    onSuccess: (_report, { outcome }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      showToast(done(outcome), 'success');
    },
    onError: showFailure,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sandboxApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { sandboxPortalQueryOptions } from './sandbox-portal.ts';

export const setCancelAtPeriodEnd = (sessionId: string, subscriptionId: string, cancel: boolean) =>
  call(sandboxApi.cancelAtPeriodEnd, { params: { sessionId, subscriptionId }, body: { cancel_at_period_end: cancel } });

/** Cancel at period end, or resume; the portal's list is read again afterwards. */
export function useSandboxCancel(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, cancel }: { subscriptionId: string; cancel: boolean }) =>
      setCancelAtPeriodEnd(sessionId, subscriptionId, cancel),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sandboxPortalQueryOptions(sessionId).queryKey }),
  });
}

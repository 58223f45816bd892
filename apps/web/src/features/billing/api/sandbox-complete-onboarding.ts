import { useMutation } from '@tanstack/react-query';
import { sandboxApi, type SandboxPayoutDetailsInput } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { goTo } from '../../../entities/billing/lib/go-to.ts';

export const completeSandboxOnboarding = (linkId: string, details: SandboxPayoutDetailsInput) =>
  call(sandboxApi.completeOnboarding, { params: { linkId }, body: details });

/** Finishes the teacher's sandbox onboarding with their payout details and returns them to our settings. */
export function useCompleteOnboarding(linkId: string) {
  return useMutation({
    mutationFn: (details: SandboxPayoutDetailsInput) => completeSandboxOnboarding(linkId, details),
    onSuccess: ({ redirect_url }) => goTo(redirect_url),
  });
}

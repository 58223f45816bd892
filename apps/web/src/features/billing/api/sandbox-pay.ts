import { useMutation } from '@tanstack/react-query';
import { sandboxApi, type SandboxCardInput } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { goTo } from '../../../entities/billing/lib/go-to.ts';

export const paySandboxCheckout = (sessionId: string, card: SandboxCardInput) =>
  call(sandboxApi.pay, { params: { sessionId }, body: card });

/** Pays with a test card and follows the provider back to our success page. */
export function useSandboxPay(sessionId: string) {
  return useMutation({
    mutationFn: (card: SandboxCardInput) => paySandboxCheckout(sessionId, card),
    onSuccess: ({ redirect_url }) => goTo(redirect_url),
  });
}

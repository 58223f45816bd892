import { useMutation } from '@tanstack/react-query';
import { billingApi, type SubscriptionRequest } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { goTo } from '../../../entities/billing/lib/go-to.ts';

export const createCheckout = (body: SubscriptionRequest) => call(billingApi.checkout, { body });

/** Opens the provider's checkout; the plan changes only when the provider confirms (checkout success page). */
export function useCheckout(onError: (error: unknown) => void) {
  return useMutation({ mutationFn: createCheckout, onSuccess: ({ checkout_url }) => goTo(checkout_url), onError });
}

import { useMutation } from '@tanstack/react-query';
import { billingApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { goTo } from '../lib/go-to.ts';

const openPortal = () => call(billingApi.portal);

/** "Manage subscription": opens the provider's billing portal; callers tell a failure in a toast. */
export function usePortal(onError: (error: unknown) => void) {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ portal_url }) => goTo(portal_url), onError });
}

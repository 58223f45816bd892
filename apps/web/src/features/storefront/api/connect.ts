import { storefrontApi } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const connectPaymentAccount = () => call(storefrontApi.connect);

/** Opens the provider's onboarding; it sends the teacher back to Teacher Connect. */
export const useConnectPaymentAccount = () =>
  useMutation({ mutationFn: connectPaymentAccount, onSuccess: ({ url }) => window.location.assign(url) });

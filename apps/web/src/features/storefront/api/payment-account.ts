import { storefrontApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

const getPaymentAccount = (signal?: AbortSignal) => call(storefrontApi.paymentAccount, { signal });

const paymentAccountQueryOptions = queryOptions({
  queryKey: ['storefront', 'payment-account'],
  queryFn: ({ signal }) => getPaymentAccount(signal),
});

/** The teacher's payment account; read again on every visit, since onboarding happens on the provider's pages. */
export const usePaymentAccount = (enabled = true) =>
  useQuery({ ...paymentAccountQueryOptions, enabled, refetchOnMount: 'always' });

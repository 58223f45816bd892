import { storefrontApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const getWaitlist = (signal?: AbortSignal) => call(storefrontApi.waitlist, { signal });

/** The signed-in teacher's waitlist, newest first. */
export const useWaitlist = () =>
  useQuery({ queryKey: ['storefront', 'waitlist'], queryFn: ({ signal }) => getWaitlist(signal), refetchOnMount: 'always' });

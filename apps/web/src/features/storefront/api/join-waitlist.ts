import { storefrontApi, type WaitlistBody } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const joinWaitlist = (url: string, body: WaitlistBody) => call(storefrontApi.joinWaitlist, { params: { url }, body });

export function useJoinWaitlist(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistBody) => joinWaitlist(url, body),
    // A teacher looking at their own settings in another tab sees the new count.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['storefront', 'waitlist'] }),
  });
}

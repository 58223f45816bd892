import { notificationApi } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** The mail's one-click unsubscribe, made by a person from the page its link opens (no sign-in: the token says who). */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => call(notificationApi.unsubscribe, { query: { token } }) });

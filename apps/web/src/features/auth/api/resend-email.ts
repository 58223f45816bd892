import { useMutation } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const resendEmail = (email: string) => call(authApi.resendEmail, { body: { email } });

export const useResendEmail = () => useMutation({ mutationFn: resendEmail });

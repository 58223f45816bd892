import { useMutation } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const requestPasswordReset = (email: string) => call(authApi.resetStep1, { body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

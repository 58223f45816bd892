import { useMutation } from '@tanstack/react-query';
import { authApi, type resetStep2BodySchema } from '@parley/contracts';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';

export const resetPassword = (body: z.input<typeof resetStep2BodySchema>) => call(authApi.resetStep2, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

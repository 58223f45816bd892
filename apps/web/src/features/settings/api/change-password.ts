import { useMutation } from '@tanstack/react-query';
import { authApi, type changePasswordBodySchema } from '@parley/contracts';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';

export const changePassword = (body: z.input<typeof changePasswordBodySchema>) => call(authApi.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

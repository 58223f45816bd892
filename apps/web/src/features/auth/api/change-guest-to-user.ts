import { useMutation } from '@tanstack/react-query';
import { authApi, type changeGuestBodySchema } from '@parley/contracts';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/session/session.ts';

export const changeGuestToUser = (body: z.input<typeof changeGuestBodySchema>) => call(authApi.changeGuestToUser, { body });

export const useChangeGuestToUser = () => useMutation({ mutationFn: changeGuestToUser, onSuccess: setSession });

import { useMutation } from '@tanstack/react-query';
import { authApi, type RegisterEmailBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/session/session.ts';

export const registerEmail = (body: RegisterEmailBody) => call(authApi.registerEmail, { body });

export const useRegisterEmail = () => useMutation({ mutationFn: registerEmail, onSuccess: setSession });

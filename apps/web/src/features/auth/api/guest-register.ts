import { useMutation } from '@tanstack/react-query';
import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/session/session.ts';

export const registerGuest = () => call(authApi.guestRegister);

export const useRegisterGuest = () => useMutation({ mutationFn: registerGuest, onSuccess: setSession });

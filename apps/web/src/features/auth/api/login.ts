import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setSession } from '../../../lib/session/session.ts';

export const login = (body: LoginBody) => call(authApi.login, { body });

export const useLogin = () => useMutation({ mutationFn: login, onSuccess: setSession });

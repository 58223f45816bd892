import { useMutation } from '@tanstack/react-query';
import { authApi, type VerifyEmailBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';
import { setUser } from '../../../lib/session/session.ts';

export const verifyEmail = (body: VerifyEmailBody) => call(authApi.verifyEmail, { body });

/** A signed-in user becomes verified in place; someone verifying from a mailed link has no session to update. */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, onSuccess: ({ user }) => setUser(user) });

import { authApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Used by the callback route's loader, which runs once per visit, so there is no hook. */
export const finishGoogleSignIn = (code: string, state: string) => call(authApi.googleLogin, { body: { code, state } });

import { authApi, type googleRegisterBodySchema } from '@parley/contracts';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';

/**
 * Used by the callback route's loader, which runs once per visit, so there is no hook. register/google for sign-in as
 * well: it also signs into an existing account, and the sign-up codes count only when it makes one.
 */
export const finishGoogleSignIn = (body: z.input<typeof googleRegisterBodySchema>) => call(authApi.googleRegister, { body });

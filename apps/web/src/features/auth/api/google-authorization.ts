import { useMutation } from '@tanstack/react-query';
import { authApi, type googleAuthorizationBodySchema } from '@parley/contracts';
import type * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';

export const startGoogleSignIn = (body: z.input<typeof googleAuthorizationBodySchema>) =>
  call(authApi.googleAuthorization, { body });

/** On success the browser leaves for the identity provider, which sends it back to the callback route. */
export const useStartGoogleSignIn = () =>
  useMutation({ mutationFn: startGoogleSignIn, onSuccess: ({ url }) => window.location.assign(url) });

import { AppError } from '../../errors.ts';
import type { IdentityPort } from './port.ts';

export const identityNotConfigured = () =>
  new AppError('IDENTITY_NOT_CONFIGURED', 'Google sign-in is not configured on this server. Please sign in with your email.');

export const disabledIdentity: IdentityPort = {
  driver: 'disabled',
  authorizationUrl: () => Promise.reject(identityNotConfigured()),
  exchange: () => Promise.reject(identityNotConfigured()),
  ping: async () => undefined,
};

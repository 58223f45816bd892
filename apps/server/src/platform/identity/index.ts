import type { Config } from '../../config.ts';
import { disabledIdentity } from './disabled.ts';
import { createOidcIdentity } from './oidc.ts';
import type { IdentityPort } from './port.ts';

export type { ExternalIdentity, IdentityPort } from './port.ts';
export { identityNotConfigured } from './disabled.ts';

export function createIdentity(config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>): IdentityPort {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return disabledIdentity;
  return createOidcIdentity({ issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET });
}

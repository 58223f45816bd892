import * as client from 'openid-client';
import { AppError } from '../../errors.ts';
import type { IdentityPort } from './port.ts';

interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const failed = (why: string) => new AppError('IDENTITY_FAILED', `Google sign-in did not work: ${why}. Please try again.`);

export function createOidcIdentity(settings: OidcSettings): IdentityPort {
  const discover = () =>
    client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // A local http issuer is only used in tests and development; production issuers are https.
        execute: settings.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        // The provider being down is not our fault: 503 with a clear text, not a 500.
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Google sign-in is not available right now. Please try again later or sign in with your email.',
          {
            cause: err,
          },
        );
      });
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover().catch((err: unknown) => {
      discovered = undefined;
      throw err;
    });
    return discovered;
  };

  return {
    driver: 'oidc',
    authorizationUrl: async ({ redirectUrl, state, nonce, codeVerifier }) => {
      const config = await configuration();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUrl,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    exchange: async ({ redirectUrl, state, nonce, codeVerifier, code }) => {
      const config = await configuration();
      const callback = new URL(redirectUrl);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      const issuer = config.serverMetadata().issuer;
      callback.searchParams.set('iss', issuer);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw failed(err instanceof Error ? err.message : 'the provider refused the code');
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw failed('the provider sent no identity');
      let claims: Record<string, unknown> & { sub: string } = idClaims;
      // Google puts email and name in the ID token; a provider that follows the spec's default only
      // answers them from userinfo (ID token claims win where both have them).
      if (typeof claims.email !== 'string') {
        try {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
        } catch (err) {
          throw failed(err instanceof Error ? err.message : 'the provider did not share the profile');
        }
      }
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
    // Sign-ins reuse the configuration discovered once; health asks whether the provider answers now.
    ping: async () => {
      await discover();
    },
  };
}

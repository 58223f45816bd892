/** What an identity provider tells us about the person who signed in. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface AuthorizationRequest {
  redirectUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Google sign-in through any OpenID Connect issuer; disabled unless configured. */
export interface IdentityPort {
  readonly driver: 'disabled' | 'oidc';
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the code from the provider's redirect and checks state, nonce and PKCE. */
  exchange(request: AuthorizationRequest & { code: string }): Promise<ExternalIdentity>;
  ping(): Promise<void>;
}

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import {
  OIDC_CLIENT,
  OIDC_REDIRECT_URI,
  signInAtProvider,
  startOidcProvider,
  type OidcTestProvider,
} from '../../test/oidc-provider.ts';
import { createIdentity } from './index.ts';
import type { AuthorizationRequest, IdentityPort } from './port.ts';

interface Harness {
  port: IdentityPort;
  /** The provider the port signs people in at; null when none is configured. */
  provider: OidcTestProvider | null;
  /** Another port on the same configuration, one that has not talked to the provider yet. */
  fresh(): IdentityPort;
  close(): Promise<void>;
}

const disabledHarness = async (): Promise<Harness> => ({
  port: createIdentity({}),
  provider: null,
  fresh: () => createIdentity({}),
  close: async () => undefined,
});

/** Google is a third-party provider: a real OpenID Connect provider (oidc-provider) on loopback stands in for it. */
async function oidcHarness(): Promise<Harness> {
  const provider = await startOidcProvider();
  const config = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret };
  return { port: createIdentity(config), provider, fresh: () => createIdentity(config), close: () => provider.close() };
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const newRequest = (): AuthorizationRequest => ({
  redirectUrl: OIDC_REDIRECT_URI,
  state: token(24),
  nonce: token(24),
  codeVerifier: token(48),
});

async function expectRefusal(call: Promise<unknown>, code: string, status: number) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, status });
}
const notConfigured = (call: Promise<unknown>) => expectRefusal(call, 'IDENTITY_NOT_CONFIGURED', 501);

/** One suite, both configurations: no provider (the default) and an OpenID Connect issuer (OIDC_ISSUER…). */
describe.each([
  ['disabled', disabledHarness],
  ['oidc', oidcHarness],
] as const)('identity port: %s', (name, harness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  /** The whole round trip a browser makes: our authorization URL, the provider's pages, the code it redirects with. */
  async function codeFor(request: AuthorizationRequest, account: string) {
    const callback = await signInAtProvider(await h.port.authorizationUrl(request), account);
    expect(callback.searchParams.get('state')).toBe(request.state);
    return callback.searchParams.get('code')!;
  }

  it('sends the person to the provider with the state, nonce and PKCE challenge; refuses with 501 when disabled', async () => {
    expect(h.port.driver).toBe(name);
    const request = newRequest();
    if (!h.provider) return notConfigured(h.port.authorizationUrl(request));
    const url = new URL(await h.port.authorizationUrl(request));
    expect(url.origin).toBe(h.provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: OIDC_CLIENT.id,
      redirect_uri: OIDC_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: createHash('sha256').update(request.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code the provider redirects back with for who signed in; refuses with 501 when disabled', async () => {
    const request = newRequest();
    if (!h.provider) return notConfigured(h.port.exchange({ ...request, code: 'any' }));
    h.provider.accounts.set('ana-sub', { email: 'ana@example.com', email_verified: true, name: 'Ana Pérez' });
    h.provider.accounts.set('bob-sub', { name: 'Bob' });
    expect(await h.port.exchange({ ...request, code: await codeFor(request, 'ana-sub') })).toEqual({
      subject: 'ana-sub',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana Pérez',
      picture: null,
    });
    const bob = newRequest();
    expect(await h.port.exchange({ ...bob, code: await codeFor(bob, 'bob-sub') })).toEqual({
      subject: 'bob-sub',
      email: null,
      emailVerified: false,
      name: 'Bob',
      picture: null,
    });
  });

  it('refuses with 400 IDENTITY_FAILED a code for another verifier or nonce, a used one or a made-up one', async () => {
    const request = newRequest();
    if (!h.provider) return notConfigured(h.port.exchange({ ...request, code: 'made-up' }));
    h.provider.accounts.set('cleo-sub', { email: 'cleo@example.com', email_verified: true });
    const failed = (call: Promise<unknown>) => expectRefusal(call, 'IDENTITY_FAILED', 400);

    await failed(h.port.exchange({ ...request, code: 'made-up' }));
    const other = newRequest();
    await failed(h.port.exchange({ ...request, codeVerifier: other.codeVerifier, code: await codeFor(request, 'cleo-sub') }));
    await failed(h.port.exchange({ ...request, nonce: other.nonce, code: await codeFor(request, 'cleo-sub') }));
    const code = await codeFor(request, 'cleo-sub');
    expect((await h.port.exchange({ ...request, code })).subject).toBe('cleo-sub');
    await failed(h.port.exchange({ ...request, code }));
  });

  // Last, as it stops the provider.
  it('pings the provider as it is now: down once it stops, and 503 for a sign-in that cannot reach it', async () => {
    await h.port.ping();
    // Disabled, there is nothing to reach: its ping never says down.
    if (!h.provider) return;
    await h.provider.close();
    await expect(h.port.ping()).rejects.toThrow();
    await expectRefusal(h.fresh().authorizationUrl(newRequest()), 'SERVICE_UNAVAILABLE', 503);
  });
});

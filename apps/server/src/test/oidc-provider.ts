import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'parley-test', secret: 'parley-test-secret-0123456789' };
export const OIDC_REDIRECT_URI = 'http://localhost:3000/auth/google/callback';

export interface OidcAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (npm oidc-provider) on a loopback port, standing in for Google:
 * one confidential client (client_secret_basic, PKCE) and the accounts a test puts in `accounts`.
 */
export async function startOidcProvider() {
  const accounts = new Map<string, OidcAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
  const ttl = { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 };
  // The provider warns that its in-memory adapter and development interactions are for tests only: they are.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void (String(args[0]).startsWith('oidc-provider WARNING') || warn(...args));
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    ttl,
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [OIDC_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  console.warn = warn;
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** A browser of sorts: follows redirects by hand, keeps cookies and submits the provider's forms. */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: cookieHeader() },
    });
    remember(res);
    init = {};
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(OIDC_REDIRECT_URI)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(m[1]!, m[2]!);
    if (/name="login"/.test(html)) {
      fields.set('prompt', 'login');
      fields.set('login', accountId);
      fields.set('password', 'any');
    }
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = { method: 'POST', body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never redirected back');
}

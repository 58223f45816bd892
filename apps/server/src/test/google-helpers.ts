import { expect } from 'vitest';
import { googleAuthResponseSchema } from '@parley/contracts';
import { post } from './auth-helpers.ts';
import { OIDC_CLIENT, OIDC_REDIRECT_URI, signInAtProvider, startOidcProvider } from './oidc-provider.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type GoogleExt = { realRedirectUrl?: string; isStudent?: boolean };
type FinishPath = 'register/google' | 'login/google';

/** A test app whose Google sign-in goes to a test provider of its own; `close` ends both. */
export async function googleTestApp() {
  const idp = await startOidcProvider();
  const t = await createTestApp({
    env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret },
  });
  const close = async () => {
    await t.close();
    await idp.close();
  };
  return { idp, t, close };
}

export async function startGoogle(t: TestApp, ext: GoogleExt = { realRedirectUrl: '/events', isStudent: true }) {
  const res = await post(t, 'register/google/get_authorization', { redirect_url: OIDC_REDIRECT_URI, ext });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { url: res.json().url as string, setCookie, cookie: setCookie.split(';')[0]! };
}

export interface Callback {
  body: { code: string; state: string };
  /** What the browser that started the flow holds. */
  cookie: string;
}

/** The whole browser round trip: our authorization URL → the provider's pages → the code and state of the redirect. */
export async function googleCallback(t: TestApp, accountId: string, ext?: GoogleExt): Promise<Callback> {
  const started = await startGoogle(t, ext);
  const callback = await signInAtProvider(started.url, accountId);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  expect(code).toBeTruthy();
  expect(state).toBeTruthy();
  return { body: { code: code!, state: state! }, cookie: started.cookie };
}

/**
 * The callback's code and state posted by a browser holding `cookie` (the one that started the flow unless told),
 * with whatever else the page sends (`extra`: the sign-up codes).
 */
export const sendCallback = (t: TestApp, path: FinishPath, callback: Callback, cookie = callback.cookie, extra = {}) =>
  post(t, path, { ...callback.body, ...extra }, cookie ? { cookie } : {});

export async function finishGoogle(t: TestApp, path: FinishPath, callback: Callback, extra = {}) {
  const res = await sendCallback(t, path, callback, callback.cookie, extra);
  expect(res.statusCode, res.body).toBe(200);
  return googleAuthResponseSchema.parse(res.json());
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, EVENT_TEXTS, FREE_SESSIONS_PER_MONTH } from '@parley/contracts';
import { bearer, expectError, login, me, MINUTE, post, register, registerAndVerify } from '../../test/auth-helpers.ts';
import { finishGoogle, googleCallback, googleTestApp, sendCallback, startGoogle } from '../../test/google-helpers.ts';
import { OIDC_CLIENT, OIDC_REDIRECT_URI, startOidcProvider, type OidcTestProvider } from '../../test/oidc-provider.ts';
import { call, eventBody } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let idp: OidcTestProvider;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ idp, t, close } = await googleTestApp());
});
afterAll(() => close());

describe('Google sign-in (OpenID Connect)', () => {
  it('get_authorization answers the provider URL with PKCE, state and nonce', async () => {
    const { url: href, setCookie } = await startGoogle(t);
    // The flow is tied to this browser by a cookie only the server reads, sent back with same-site calls.
    expect(setCookie).toMatch(/^parley_oidc=[\w-]{43}; Max-Age=600; Path=\/api\/v1\/sdk\/auth; HttpOnly; SameSite=Lax$/);
    const url = new URL(href);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: OIDC_CLIENT.id,
      redirect_uri: OIDC_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
  });

  it('register/google creates a verified account; a second sign-in logs into it', async () => {
    idp.accounts.set('google-ana', { email: 'ana.google@example.com', email_verified: true, name: 'Ana Google' });
    const first = await finishGoogle(t, 'register/google', await googleCallback(t, 'google-ana'));
    expect(first.created).toBe(true);
    expect(first.real_redirect_url).toBe('/events');
    expect(first.user).toMatchObject({
      email: 'ana.google@example.com',
      full_name: 'Ana Google',
      is_verified: true,
      status: 'STUDENT',
      is_guest: false,
    });
    expect((await me(t, first.access_token)).json().id).toBe(first.user.id);

    const second = await finishGoogle(t, 'login/google', await googleCallback(t, 'google-ana'));
    expect(second.created).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect((await me(t, second.access_token)).statusCode).toBe(200);
  });

  it('links an existing verified email account instead of creating another, keeping its password', async () => {
    const { account, auth } = await registerAndVerify(t);
    idp.accounts.set('google-existing', { email: account.email.toUpperCase(), email_verified: true, name: 'Linked Person' });
    const linked = await finishGoogle(t, 'login/google', await googleCallback(t, 'google-existing'));
    expect(linked.created).toBe(false);
    expect(linked.user).toMatchObject({ id: auth.user.id, username: account.username, is_verified: true });
    expect((await login(t, account.email, account.password)).user.id).toBe(auth.user.id);
  });

  it('signing in to an account whose address was never verified ends its password and sessions (pre-hijack)', async () => {
    // Someone registered the owner's address first, with a password of their own, and is still signed in.
    const { account, auth } = await register(t);
    const squatter = await login(t, account.email, account.password);
    idp.accounts.set('google-owner', { email: account.email, email_verified: true, name: 'The Owner' });
    const owner = await finishGoogle(t, 'login/google', await googleCallback(t, 'google-owner'));
    expect(owner.user).toMatchObject({ id: auth.user.id, is_verified: true });
    expectError(await post(t, 'login', { email: account.email, password: account.password }), 401, 'INVALID_CREDENTIALS');
    for (const old of [auth, squatter]) {
      expectError(await post(t, 'refresh', undefined, bearer(old.refresh_token)), 401, 'TOKEN_REVOKED');
      expectError(await me(t, old.access_token), 401, 'TOKEN_REVOKED');
    }
    expect((await me(t, owner.access_token)).statusCode).toBe(200);
  });

  it('creates a teacher when asked', async () => {
    idp.accounts.set('google-teacher', { email: 'teacher.google@example.com', email_verified: true, name: 'Tea Cher' });
    const res = await finishGoogle(t, 'register/google', await googleCallback(t, 'google-teacher', { isStudent: false }));
    expect(res.user).toMatchObject({ status: 'TEACHER', teacher_approval_pending: true });
    expect(res.real_redirect_url).toBeNull();
    // A candidate until an admin approves (ADR 0070): no hosting, and a free learner's sessions.
    const auth = bearer(res.access_token);
    expectError(await call(t, 'POST', 'event', auth, eventBody(t)), 403, 'FORBIDDEN', EVENT_TEXTS.hostingAwaitsApproval);
    expect((await call(t, 'GET', 'user/event-joins', auth)).json().allowance.limit).toBe(FREE_SESSIONS_PER_MONTH);
  });

  it('does not take over an account through an unverified provider email', async () => {
    const { account } = await register(t);
    idp.accounts.set('google-unverified', { email: account.email, email_verified: false, name: 'Not Me' });
    expectError(
      await sendCallback(t, 'register/google', await googleCallback(t, 'google-unverified')),
      409,
      'EMAIL_TAKEN',
      AUTH_TEXTS.emailTaken,
    );
  });

  it('refuses a made-up, reused or expired state with 400', async () => {
    idp.accounts.set('google-state', { email: 'state.google@example.com', email_verified: true });
    const made = await post(t, 'register/google', { code: 'abc', state: 'made-up' });
    expect(expectError(made, 400, 'IDENTITY_FAILED').error_message).toMatch(/expired.*start Google sign-in again/);

    const used = await googleCallback(t, 'google-state');
    await finishGoogle(t, 'register/google', used);
    expectError(await sendCallback(t, 'register/google', used), 400, 'IDENTITY_FAILED');

    const late = await googleCallback(t, 'google-state');
    t.clock.advance(11 * MINUTE);
    expectError(await sendCallback(t, 'login/google', late), 400, 'IDENTITY_FAILED');
  });

  it('finishes only in the browser that started the flow (login CSRF)', async () => {
    idp.accounts.set('google-attacker', { email: 'attacker.google@example.com', email_verified: true });
    // The attacker's own code and state, sent on by the victim's browser: it holds no cookie, or one of its own flow.
    const attackers = await googleCallback(t, 'google-attacker');
    const victims = await startGoogle(t);
    for (const cookie of ['', victims.cookie]) {
      const res = await sendCallback(t, 'login/google', attackers, cookie);
      expect(expectError(res, 400, 'IDENTITY_FAILED').error_message).toMatch(/expired.*start Google sign-in again/);
    }
    // The refusals spent nothing: the browser that started the flow finishes it, and its cookie is dropped.
    const res = await sendCallback(t, 'login/google', attackers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe('attacker.google@example.com');
    expect(res.headers['set-cookie']).toMatch(/^parley_oidc=; Max-Age=0;/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a code the provider did not issue', async () => {
    const callback = await googleCallback(t, 'google-state');
    const res = await sendCallback(t, 'login/google', {
      ...callback,
      body: { code: 'not-a-real-code', state: callback.body.state },
    });
    expect(expectError(res, 400, 'IDENTITY_FAILED').error_message).toMatch(/^Google sign-in did not work/);
  });

  it('reports the identity port in health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().ports.identity).toEqual({ status: 'ok', driver: 'oidc' });
  });
});

describe('Google sign-in without a provider', () => {
  it('answers 501 with a clear message', async () => {
    const bare = await createTestApp();
    try {
      const calls = [
        ['register/google/get_authorization', { redirect_url: OIDC_REDIRECT_URI, ext: {} }],
        ['register/google', { code: 'c', state: 's' }],
        ['login/google', { code: 'c', state: 's' }],
      ] as const;
      for (const [path, body] of calls) {
        const res = await bare.app.inject({ method: 'POST', url: `/api/v1/sdk/auth/${path}`, payload: body });
        expect(expectError(res, 501, 'IDENTITY_NOT_CONFIGURED').error_message).toBe(
          'Google sign-in is not configured on this server. Please sign in with your email.',
        );
      }
    } finally {
      await bare.close();
    }
  });

  it('answers 503 while the provider cannot be reached', async () => {
    const gone = await startOidcProvider();
    await gone.close();
    const app = await createTestApp({
      env: { OIDC_ISSUER: gone.issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret },
    });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v1/sdk/auth/register/google/get_authorization',
        payload: { redirect_url: OIDC_REDIRECT_URI, ext: {} },
      });
      expect(expectError(res, 503, 'SERVICE_UNAVAILABLE').error_message).toMatch(/^Google sign-in is not available right now/);
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().ports.identity).toMatchObject({ status: 'down', driver: 'oidc' });
    } finally {
      await app.close();
    }
  });

  it('validates the start body', async () => {
    expectError(await post(t, 'register/google/get_authorization', { redirect_url: 'nope', ext: {} }), 400, 'VALIDATION_ERROR');
    expectError(await post(t, 'register/google', { code: '', state: 's' }), 400, 'VALIDATION_ERROR');
  });
});

import { authApi, AUTH_TEXTS } from '@parley/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api.ts';
import { makeSession, makeUser } from '../../test/fixtures.ts';
import { queryClient } from '../query-client.ts';
import { markSeen } from '../browser-storage/first-time-flags.ts';
import { STORAGE_KEYS } from '../browser-storage/local-store.ts';
import { logout } from '../session/logout.ts';
import { clearSession, getSession, setSession, useSessionState } from '../session/session.ts';
import { ApiError } from './api-error.ts';
import { call } from './client.ts';

const ME = `GET ${authApi.me.path}`;
const REFRESH = `POST ${authApi.refresh.path}`;
const freshPair = {
  access_token: { token: 'access-b', expiration_time: new Date(Date.now() + 900_000).toISOString() },
  refresh_token: { token: 'refresh-b', expiration_time: new Date(Date.now() + 86_400_000).toISOString() },
};

/** A `me` handler that accepts only the given access token, like the server. */
const meAccepting = (token: string) => (request: { authorization: string | null }) =>
  request.authorization === `Bearer ${token}` ? json(200, makeUser()) : apiError(401, 'TOKEN_EXPIRED', AUTH_TEXTS.sessionExpired);

/** A refresh that answers only when released, so calls can pile up behind it. */
function heldRefresh(answer: () => Response) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release, handler: async () => (await gate, answer()) };
}

beforeEach(() => clearSession('logout'));
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('attaches an unexpired access token', async () => {
    setSession(makeSession());
    const api = fakeApi({ [ME]: meAccepting('access-a') });
    await expect(call(authApi.me)).resolves.toMatchObject({ username: 'dana' });
    expect(api.calls[0]?.authorization).toBe('Bearer access-a');
  });

  it('never sends an expired access token; it refreshes first', async () => {
    setSession(makeSession({}, { accessExpired: true }));
    const api = fakeApi({ [REFRESH]: () => json(200, freshPair), [ME]: meAccepting('access-b') });
    await call(authApi.me);
    expect(api.calls.map((c) => `${c.path} ${c.authorization}`)).toEqual([
      `${authApi.refresh.path} Bearer refresh-a`,
      `${authApi.me.path} Bearer access-b`,
    ]);
  });

  it('refreshes once while concurrent calls wait, then retries them all with the new token', async () => {
    setSession(makeSession());
    const refresh = heldRefresh(() => json(200, freshPair));
    const api = fakeApi({ [REFRESH]: refresh.handler, [ME]: meAccepting('access-b') });

    const pending = Promise.all([call(authApi.me), call(authApi.me), call(authApi.me)]);
    await vi.waitFor(() => expect(api.to('POST', authApi.refresh.path)).toHaveLength(1));
    refresh.release();
    await expect(pending).resolves.toHaveLength(3);

    expect(api.to('POST', authApi.refresh.path)).toHaveLength(1);
    expect(api.to('GET', authApi.me.path).map((c) => c.authorization)).toEqual([
      ...Array(3).fill('Bearer access-a'),
      ...Array(3).fill('Bearer access-b'),
    ]);
    expect(getSession()?.refresh_token.token).toBe('refresh-b');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').access_token.token).toBe('access-b');
  });

  it('logs out when the refresh is refused: tokens, query cache and first-time flags are gone', async () => {
    setSession(makeSession({}, { accessExpired: true }));
    queryClient.setQueryData(['cached'], 'from the previous user');
    markSeen('dashboardIntro');
    const refresh = heldRefresh(() => apiError(401, 'TOKEN_REVOKED', AUTH_TEXTS.sessionExpired));
    const api = fakeApi({ [REFRESH]: refresh.handler });

    const results = Promise.allSettled([call(authApi.me), call(authApi.me)]);
    await vi.waitFor(() => expect(api.to('POST', authApi.refresh.path)).toHaveLength(1));
    refresh.release();
    const settled = await results;

    for (const result of settled) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: AUTH_TEXTS.sessionExpired });
    }
    expect(api.to('POST', authApi.refresh.path)).toHaveLength(1);
    expect(api.to('GET', authApi.me.path)).toHaveLength(0);
    expect(getSession()).toBeNull();
    expect(renderHook(() => useSessionState()).result.current.endedBy).toBe('expired');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.firstTime)).toBeNull();
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    setSession(makeSession({}, { accessExpired: true }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(authApi.me)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(getSession()?.refresh_token.token).toBe('refresh-a');
  });

  it('does not call an access endpoint without a session', async () => {
    const api = fakeApi({});
    await expect(call(authApi.me)).rejects.toMatchObject({ status: 401, message: AUTH_TEXTS.loginRequired });
    expect(api.calls).toHaveLength(0);
  });

  it('sends bodies, fills path parameters and leaves public endpoints without a token', async () => {
    setSession(makeSession());
    const api = fakeApi({ [`GET ${authApi.profile.path.replace('{username}', 'a%20b')}`]: () => json(200, makeUser()) });
    await call(authApi.profile, { params: { username: 'a b' } });
    expect(api.calls[0]?.authorization).toBeNull();
  });
});

describe('api errors', () => {
  it.each([
    [{ detail: { error_message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' } }, 'Incorrect email or password'],
    [{ detail: { msg: 'field required' } }, 'field required'],
    [{ something: 'else' }, 'An error has occurred'],
  ])('carry status, code and the text errorText() picks (%j)', async (body, text) => {
    fakeApi({ [`POST ${authApi.login.path}`]: () => json(400, body) });
    const error = await call(authApi.login, { body: { email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: text });
  });

  it('keep the field issues of a 409', async () => {
    const issue = { loc: ['body', 'username'], msg: AUTH_TEXTS.usernameTaken };
    fakeApi({ [`POST ${authApi.login.path}`]: () => apiError(409, 'USERNAME_TAKEN', AUTH_TEXTS.usernameTaken, [issue]) });
    const error = await call(authApi.login, { body: { email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'USERNAME_TAKEN', issues: [issue] });
  });
});

describe('logout', () => {
  it('ends the session here and posts the refresh token to the server', async () => {
    setSession(makeSession());
    const api = fakeApi({ [`POST ${authApi.logout.path}`]: () => json(200, { message: 'You are logged out' }) });
    await logout();
    expect(getSession()).toBeNull();
    expect(api.calls).toEqual([expect.objectContaining({ path: authApi.logout.path, authorization: 'Bearer refresh-a' })]);
  });
});

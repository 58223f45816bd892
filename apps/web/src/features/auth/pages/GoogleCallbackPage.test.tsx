import { authApi, ROUTES } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, forgetEndReason, getSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { GOOGLE_CALLBACK_PATH } from '../routes.ts';

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
});
afterEach(() => vi.unstubAllGlobals());

describe('Google sign-in callback', () => {
  it('posts code and state, signs in and goes back where the user started', async () => {
    const api = fakeApi({
      [`POST ${authApi.googleLogin.path}`]: () =>
        json(200, { ...makeSession(), created: false, real_redirect_url: '/events?from=google' }),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser()),
    });
    const router = renderApp(`${GOOGLE_CALLBACK_PATH}?code=the-code&state=the-state`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
    expect(router.state.location.search).toBe('?from=google');
    expect(api.to('POST', authApi.googleLogin.path)[0]?.body).toEqual({ code: 'the-code', state: 'the-state' });
    expect(getSession()?.user.username).toBe('dana');
  });

  it('never follows a redirect to another site', async () => {
    fakeApi({
      [`POST ${authApi.googleLogin.path}`]: () =>
        json(200, { ...makeSession(), created: true, real_redirect_url: '//evil.example/x' }),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser()),
    });
    const router = renderApp(`${GOOGLE_CALLBACK_PATH}?code=c&state=s`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
  });

  it("shows the server's text when sign-in fails", async () => {
    const text = 'This sign-in link has expired. Please start Google sign-in again.';
    fakeApi({ [`POST ${authApi.googleLogin.path}`]: () => apiError(400, 'IDENTITY_FAILED', text) });
    renderApp(`${GOOGLE_CALLBACK_PATH}?code=c&state=s`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });
});

import { authApi, REGISTRATION_CODE_UNKNOWN, ROUTES } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      [`POST ${authApi.googleRegister.path}`]: () =>
        json(200, { ...makeSession(), created: false, real_redirect_url: '/events?from=google' }),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser()),
    });
    const router = renderApp(`${GOOGLE_CALLBACK_PATH}?code=the-code&state=the-state`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
    expect(router.state.location.search).toBe('?from=google');
    expect(api.to('POST', authApi.googleRegister.path)[0]?.body).toEqual({ code: 'the-code', state: 'the-state' });
    expect(getSession()?.user.username).toBe('dana');
  });

  it('never follows a redirect to another site', async () => {
    fakeApi({
      [`POST ${authApi.googleRegister.path}`]: () =>
        json(200, { ...makeSession(), created: true, real_redirect_url: '//evil.example/x' }),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser()),
    });
    const router = renderApp(`${GOOGLE_CALLBACK_PATH}?code=c&state=s`);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
  });

  it("shows the server's text when sign-in fails", async () => {
    const text = 'This sign-in link has expired. Please start Google sign-in again.';
    fakeApi({ [`POST ${authApi.googleRegister.path}`]: () => apiError(400, 'IDENTITY_FAILED', text) });
    renderApp(`${GOOGLE_CALLBACK_PATH}?code=c&state=s`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });

  it("brings the register page's invitation, typed code and affiliate link back from Google, and shows a refusal", async () => {
    localStorage.setItem('parley.affiliate', JSON.stringify({ code: 'aff-ann', at: Date.now() }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = fakeApi({
      [`POST ${authApi.googleAuthorization.path}`]: () => json(200, { url: 'https://accounts.example/auth' }),
      [`POST ${authApi.googleRegister.path}`]: () =>
        apiError(400, 'VALIDATION_ERROR', REGISTRATION_CODE_UNKNOWN, [
          { loc: ['body', 'registration_code'], msg: REGISTRATION_CODE_UNKNOWN },
        ]),
    });
    const router = renderApp(`${ROUTES.register}?invite=friend-1`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Registration code/ }), 'org-42');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('https://accounts.example/auth'));

    await router.navigate(`${GOOGLE_CALLBACK_PATH}?code=c&state=s`);
    expect(await screen.findByText(REGISTRATION_CODE_UNKNOWN)).toBeTruthy();
    expect(api.to('POST', authApi.googleRegister.path)[0]?.body).toEqual({
      code: 'c',
      state: 's',
      invite_code: 'friend-1',
      registration_code: 'ORG-42',
      affiliate_code: 'aff-ann',
    });
    // Taken once: a later Google sign-in in this tab does not bring them again.
    expect(sessionStorage.length).toBe(0);
  });
});

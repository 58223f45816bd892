import { authApi, AUTH_TEXTS, ROUTES } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const unverified = makeSession({ is_verified: false });

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
});
afterEach(() => vi.unstubAllGlobals());

describe('verify page', () => {
  it('verifies the signed-in user with the typed code and moves on', async () => {
    setSession(unverified);
    const api = fakeApi({
      [`GET ${authApi.me.path}`]: () => json(200, unverified.user),
      [`POST ${authApi.verifyEmail.path}`]: () => json(200, { user: makeUser(), message: AUTH_TEXTS.emailVerified }),
    });
    const router = renderApp(ROUTES.verify);
    const user = userEvent.setup();
    expect(await screen.findByText(/We sent a 6-digit code to dana@example.com/)).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
    expect(api.to('POST', authApi.verifyEmail.path)[0]?.body).toEqual({ email: 'dana@example.com', code: '123456' });
    expect(await screen.findByText(AUTH_TEXTS.emailVerified)).toBeTruthy();
  });

  it('explains an incomplete code before asking the server', async () => {
    setSession(unverified);
    const api = fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, unverified.user) });
    renderApp(ROUTES.verify);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(AUTH_TEXTS.codeFormat)).toBeTruthy();
    expect(api.to('POST', authApi.verifyEmail.path)).toHaveLength(0);
  });

  it('shows the 429 text when a new code is asked for too soon', async () => {
    setSession(unverified);
    fakeApi({
      [`GET ${authApi.me.path}`]: () => json(200, unverified.user),
      [`POST ${authApi.resendEmail.path}`]: () => apiError(429, 'RATE_LIMITED', AUTH_TEXTS.resendTooSoon),
    });
    renderApp(ROUTES.verify);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(AUTH_TEXTS.resendTooSoon)).toBeTruthy();
  });

  it('says "There is no Email!" without an address', async () => {
    fakeApi({});
    renderApp(ROUTES.verify);
    expect(await screen.findByText(AUTH_TEXTS.noEmail)).toBeTruthy();
  });
});

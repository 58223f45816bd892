import { authApi, ROUTES } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, forgetEndReason } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
});
afterEach(() => vi.unstubAllGlobals());

describe('guest trial', () => {
  it('starts a guest account, then keeps it as a normal one that needs verifying', async () => {
    const guest = makeSession({ username: 'guest_1', email: null, is_guest: true, is_verified: false }, { name: 'guest' });
    const kept = makeSession({ username: 'kept_user', is_verified: false }, { name: 'kept' });
    const api = fakeApi({
      [`POST ${authApi.guestRegister.path}`]: () => json(201, guest),
      [`POST ${authApi.changeGuestToUser.path}`]: () => json(200, kept),
      [`GET ${authApi.me.path}`]: (request) => json(200, request.authorization === 'Bearer access-kept' ? kept.user : guest.user),
    });
    const router = renderApp(ROUTES.tryPengguin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start as a guest' }));
    expect(await screen.findByRole('heading', { name: 'Keep your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as a guest' }).getAttribute('href')).toBe(ROUTES.events);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'kept_user');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kept@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.verify));
    expect(api.to('POST', authApi.changeGuestToUser.path)[0]?.authorization).toBe('Bearer access-guest');
  });
});

import { authApi, AUTH_TEXTS } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, ME, settingsTestSetup } from '../test/kit.ts';

settingsTestSetup();

describe('settings', () => {
  it('asks for the confirmation before deleting, then ends the session', async () => {
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [`DELETE ${authApi.deleteAccount.path}`]: () =>
        json(200, { message: AUTH_TEXTS.deletionScheduled, deletion_scheduled_at: '2026-01-15T00:00:00.000Z' }),
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(AUTH_TEXTS.confirmDelete)).toBeTruthy();
    expect(api.to('DELETE', authApi.deleteAccount.path)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I want to delete my account' }));
    await user.click(button('Delete account'));
    expect(await screen.findByText(AUTH_TEXTS.deletionScheduled)).toBeTruthy();
    expect(api.to('DELETE', authApi.deleteAccount.path)[0]?.body).toEqual({ confirm: true });
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('changes the password: both typed the same, a wrong current one shown under it, then a toast', async () => {
    let answer = () =>
      apiError(400, 'VALIDATION_ERROR', AUTH_TEXTS.currentPasswordWrong, [
        { loc: ['body', 'current_password'], msg: AUTH_TEXTS.currentPasswordWrong },
      ]);
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [`POST ${authApi.changePassword.path}`]: () => answer(),
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-secret-2');
    await user.click(button('Change password'));
    expect(await screen.findByText(AUTH_TEXTS.passwordsMustMatch)).toBeTruthy();
    expect(api.to('POST', authApi.changePassword.path)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-secret-1');
    await user.click(button('Change password'));
    expect(await screen.findByText(AUTH_TEXTS.currentPasswordWrong)).toBeTruthy();
    answer = () =>
      apiError(400, 'VALIDATION_ERROR', AUTH_TEXTS.passwordTooCommon, [
        { loc: ['body', 'new_password'], msg: AUTH_TEXTS.passwordTooCommon },
      ]);
    await user.click(button('Change password'));
    expect(await screen.findByText(AUTH_TEXTS.passwordTooCommon)).toBeTruthy();
    answer = () => json(200, { message: AUTH_TEXTS.otherSessionsEnded });
    await user.click(button('Change password'));
    expect(await screen.findByText(AUTH_TEXTS.otherSessionsEnded)).toBeTruthy();
    expect(api.to('POST', authApi.changePassword.path).map((c) => c.body)).toEqual([
      { current_password: 'old-secret', new_password: 'new-secret-1' },
      { current_password: 'old-secret', new_password: 'new-secret-1' },
      { current_password: 'old-secret', new_password: 'new-secret-1' },
    ]);
  });

  it('offers to keep an account scheduled for deletion', async () => {
    const scheduled = makeUser({ deletion_scheduled_at: '2026-01-15T00:00:00.000Z' });
    fakeApi({
      [ME]: () => json(200, scheduled),
      [`POST ${authApi.cancelDeleteAccount.path}`]: () => json(200, { user: makeUser(), message: AUTH_TEXTS.deletionCancelled }),
    });
    renderApp('/profile/settings');
    const user = userEvent.setup();
    expect(await screen.findByText(/^Your account will be deleted on .*2026\.$/)).toBeTruthy();
    await user.click(button('Keep my account'));
    expect(await screen.findByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(getSession()?.user.deletion_scheduled_at).toBeNull();
  });
});

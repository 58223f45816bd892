import { authApi, AUTH_TEXTS, ROUTES } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, forgetEndReason } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
});
afterEach(() => vi.unstubAllGlobals());

describe('forget password page', () => {
  it('mails a code, then sets the new password once both entries match and the server takes it', async () => {
    let answer = () =>
      apiError(400, 'VALIDATION_ERROR', AUTH_TEXTS.passwordTooCommon, [
        { loc: ['body', 'password'], msg: AUTH_TEXTS.passwordTooCommon },
      ]);
    const api = fakeApi({
      [`POST ${authApi.resetStep1.path}`]: () => json(200, { message: AUTH_TEXTS.resetSent }),
      [`POST ${authApi.resetStep2.path}`]: () => answer(),
    });
    const router = renderApp(ROUTES.forgetPassword);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(AUTH_TEXTS.resetSent)).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_TEXTS.passwordsMustMatch)).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_TEXTS.passwordTooCommon)).toBeTruthy();
    answer = () => json(200, { message: AUTH_TEXTS.passwordChanged });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(api.to('POST', authApi.resetStep2.path)[0]?.body).toEqual({
      email: 'dana@example.com',
      code: '654321',
      password: 'new-secret',
    });
  });
});

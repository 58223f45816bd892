import { authApi, AUTH_TEXTS, ROUTES } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, forgetEndReason } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
});
afterEach(() => vi.unstubAllGlobals());

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Teach' }));
  await user.type(field('Username'), 'new_teacher');
  await user.type(field('Email'), 'new@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
}

describe('register page', () => {
  it('counts the bio as it is typed and shows the schema texts', async () => {
    fakeApi({});
    renderApp(ROUTES.register);
    const user = userEvent.setup();
    expect(await screen.findByText('0/50')).toBeTruthy();
    await user.type(field('Bio'), 'I like tea');
    expect(screen.getByText('10/50')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_TEXTS.statusRequired)).toBeTruthy();
    const choice = screen.getByRole('radiogroup', { name: 'I want to' });
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(choice.getAttribute('aria-describedby') ?? '')?.textContent).toBe(AUTH_TEXTS.statusRequired);
    expect(screen.getByText(AUTH_TEXTS.usernameLength)).toBeTruthy();
    expect(screen.getByText(AUTH_TEXTS.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_TEXTS.passwordTooShort)).toBeTruthy();
  });

  it('shows the server refusing a common password under the password', async () => {
    fakeApi({
      [`POST ${authApi.registerEmail.path}`]: () =>
        apiError(400, 'VALIDATION_ERROR', AUTH_TEXTS.passwordTooCommon, [
          { loc: ['body', 'password'], msg: AUTH_TEXTS.passwordTooCommon },
        ]),
    });
    renderApp(ROUTES.register);
    const user = userEvent.setup();
    await screen.findByText('0/50');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(password.closest('.MuiFormControl-root') as HTMLElement).getByText(AUTH_TEXTS.passwordTooCommon)).toBeTruthy();
  });

  it("puts the server's 409 under the field it names", async () => {
    const api = fakeApi({
      [`POST ${authApi.registerEmail.path}`]: () =>
        apiError(409, 'USERNAME_TAKEN', AUTH_TEXTS.usernameTaken, [{ loc: ['body', 'username'], msg: AUTH_TEXTS.usernameTaken }]),
    });
    renderApp(ROUTES.register);
    const user = userEvent.setup();
    await screen.findByText('0/50');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const username = field('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(within(username.closest('.MuiFormControl-root') as HTMLElement).getByText(AUTH_TEXTS.usernameTaken)).toBeTruthy();
    expect(api.to('POST', authApi.registerEmail.path)[0]?.body).toMatchObject({ status: 'TEACHER', username: 'new_teacher' });
  });

  it('signs the new account in and asks for the mailed code', async () => {
    const created = makeSession({ is_verified: false, status: 'TEACHER' });
    fakeApi({
      [`POST ${authApi.registerEmail.path}`]: () => json(201, created),
      [`GET ${authApi.me.path}`]: () => json(200, created.user),
    });
    const router = renderApp(ROUTES.register);
    const user = userEvent.setup();
    await screen.findByText('0/50');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.verify));
  });

  it("shows the server's own text when Google sign-in is not configured", async () => {
    const text = 'Google sign-in is not configured on this server';
    fakeApi({ [`POST ${authApi.googleAuthorization.path}`]: () => apiError(501, 'IDENTITY_NOT_CONFIGURED', text) });
    renderApp(ROUTES.register);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});

describe('login page', () => {
  it("shows the server's error text", async () => {
    fakeApi({ [`POST ${authApi.login.path}`]: () => apiError(401, 'INVALID_CREDENTIALS', AUTH_TEXTS.invalidCredentials) });
    renderApp(ROUTES.login);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.invalidCredentials);
  });
});

describe('demo page', () => {
  it('signs in the demo student and opens the events', async () => {
    const api = fakeApi({
      [`POST ${authApi.login.path}`]: () => json(200, makeSession({ username: 'demo_student', full_name: 'Dana Demo' })),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser({ full_name: 'Dana Demo' })),
    });
    const router = renderApp(ROUTES.demo);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
    expect(api.to('POST', authApi.login.path)[0]?.body).toEqual({ email: 'demo@parley.local', password: 'parley-demo' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Demo' })).toBeTruthy();
  });
});

import { authApi, AUTH_TEXTS, ROUTES, type User } from '@parley/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../lib/session/session.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { makeSession, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

function signIn(user: Partial<User>) {
  setSession(makeSession(user));
  fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser(user)) });
}

const at = (router: ReturnType<typeof renderApp>, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('protected pages', () => {
  it('send anonymous users to /login with "You have to login first" and bring them back after login', async () => {
    const router = renderApp('/');
    await at(router, ROUTES.login);
    fakeApi({
      [`POST ${authApi.login.path}`]: () => json(200, makeSession()),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser()),
    });
    await act(() => router.navigate('/events?tab=all'));
    await at(router, ROUTES.login);
    expect(await screen.findByText(AUTH_TEXTS.loginRequired)).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email', { exact: false }), 'dana@example.com');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await at(router, ROUTES.events);
    expect(router.state.location.search).toBe('?tab=all');
    expect(await screen.findByRole('heading', { name: 'English Events' })).toBeTruthy();
  });

  it('send unverified users to /verify', async () => {
    signIn({ is_verified: false });
    const router = renderApp(ROUTES.events);
    await at(router, ROUTES.verify);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });

  it('let guests in although they have no verified email', async () => {
    signIn({ is_guest: true, is_verified: false, email: null });
    const router = renderApp(ROUTES.events);
    expect(await screen.findByRole('heading', { name: 'English Events' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(ROUTES.events);
  });

  it('say nothing about logging in after a deliberate logout', async () => {
    signIn({});
    const router = renderApp(ROUTES.events);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await at(router, ROUTES.login);
    expect(screen.queryByText(AUTH_TEXTS.loginRequired)).toBeNull();
  });
});

describe('public-only pages', () => {
  it('send verified users to /events', async () => {
    signIn({});
    const router = renderApp(ROUTES.register);
    await at(router, ROUTES.events);
  });

  it('send unverified users to /verify', async () => {
    signIn({ is_verified: false });
    const router = renderApp(ROUTES.login);
    await at(router, ROUTES.verify);
  });
});

describe('the verify page', () => {
  it('sends a verified teacher to the teacher landing', async () => {
    signIn({ status: 'TEACHER' });
    const router = renderApp(ROUTES.verify);
    await at(router, ROUTES.teacherLanding);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your teaching' })).toBeTruthy();
  });

  it.each([
    ['a verified company', { is_company: true }, ROUTES.companyStart],
    ['a verified student', {}, ROUTES.events],
  ])('sends %s on', async (_who, user, target) => {
    signIn(user);
    const router = renderApp(ROUTES.verify);
    await at(router, target);
  });
});

describe('role pages', () => {
  it('show the not-found page to the wrong role', async () => {
    signIn({ status: 'STUDENT' });
    const router = renderApp(ROUTES.teacherLanding);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Are you lost?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(ROUTES.teacherLanding);
  });
});

describe('routes not built yet', () => {
  it.each(['/no/such/page', '/some-teacher'])('show the not-found page at %s', async (path) => {
    // A one-segment path is a teacher's homepage url; the API knows no such teacher.
    fakeApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

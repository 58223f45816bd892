import {
  authApi,
  AUTH_TEXTS,
  fillPath,
  ROUTES,
  socialApi,
  STORAGE_TEXTS,
  storageApi,
  UPLOAD_MAX_BYTES,
  type User,
} from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, getSession, setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ME = `GET ${authApi.me.path}`;
const UPDATE = `POST ${authApi.update.path}`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
  setSession(makeSession());
});
afterEach(() => vi.unstubAllGlobals());

function openProfile(user: User = makeUser()) {
  const api = fakeApi({ [ME]: () => json(200, user) });
  renderApp(ROUTES.profile);
  return api;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
const fullName = () => screen.getByRole('textbox', { name: 'Full name' });

describe('own profile page', () => {
  it('shows a skeleton, then the user with username and email read-only', async () => {
    openProfile();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    const username = screen.getByRole('textbox', { name: 'Username' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect((username as HTMLInputElement).value).toBe('dana');
    expect(username.hasAttribute('readonly')).toBe(true);
    expect((email as HTMLInputElement).value).toBe('dana@example.com');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect((fullName() as HTMLInputElement).value).toBe('Dana Demo');
  });

  it('enables Save and Cancel only while the form differs; Cancel restores it', async () => {
    openProfile();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect((cancelButton() as HTMLButtonElement).disabled).toBe(true);

    await user.type(fullName(), 'x');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    expect((cancelButton() as HTMLButtonElement).disabled).toBe(false);

    await user.type(fullName(), '{Backspace}');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

    await user.clear(fullName());
    await user.type(fullName(), 'Someone Else');
    await user.click(cancelButton());
    expect((fullName() as HTMLInputElement).value).toBe('Dana Demo');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the name, shows the toast and updates the stored user (header and welcome card)', async () => {
    const saved = makeUser({ full_name: 'Dana Smith' });
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [UPDATE]: () => json(200, { user: saved, message: AUTH_TEXTS.profileUpdated }),
    });
    renderApp(ROUTES.profile);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await user.clear(fullName());
    await user.type(fullName(), '  Dana Smith ');
    await user.click(saveButton());

    expect(await screen.findByText('profile updated successfully')).toBeTruthy();
    const [request] = api.to('POST', authApi.update.path);
    expect(request?.body).toEqual({ full_name: 'Dana Smith', image: null });
    expect(request?.authorization).toBe('Bearer access-a');
    expect(getSession()?.user.full_name).toBe('Dana Smith');
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(true));
    expect((fullName() as HTMLInputElement).value).toBe('Dana Smith');
  });

  it('sends no name at all when the field is emptied: nothing is required', async () => {
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [UPDATE]: () => json(200, { user: makeUser({ full_name: null }), message: AUTH_TEXTS.profileUpdated }),
    });
    renderApp(ROUTES.profile);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await user.clear(fullName());
    await user.click(saveButton());
    expect(await screen.findByText('profile updated successfully')).toBeTruthy();
    expect(api.to('POST', authApi.update.path)[0]?.body).toEqual({ full_name: null, image: null });
  });

  it('refuses a text file named .png and a PNG over 5 MB with the server texts, before any upload', async () => {
    const api = openProfile();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const input = screen.getByLabelText('Choose a profile photo');

    await user.upload(input, new File(['just some text'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText(STORAGE_TEXTS.wrongType)).toBeTruthy();

    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG_HEAD);
    await user.upload(input, new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(STORAGE_TEXTS.tooBig)).toBeTruthy();
    expect(screen.queryByText(STORAGE_TEXTS.wrongType)).toBeNull();

    expect(api.to('POST', storageApi.upload.path)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows how many people follow the user', async () => {
    fakeApi({
      [ME]: () => json(200, makeUser()),
      [`GET ${fillPath(socialApi.followers.path, { userId: 1 })}`]: () => json(200, { items: [], total: 3, limit: 1, offset: 0 }),
    });
    renderApp(ROUTES.profile);
    expect(await screen.findByText('3 followers')).toBeTruthy();
  });

  it('leaves the count out rather than guessing when it cannot be loaded', async () => {
    const api = openProfile();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await waitFor(() => expect(api.to('GET', fillPath(socialApi.followers.path, { userId: 1 }))).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByTestId('follower-count')).toBeNull();
  });

  it('only offers PNG and JPEG in the file picker', async () => {
    openProfile();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(screen.getByLabelText('Choose a profile photo').getAttribute('accept')).toBe('image/png,image/jpeg');
  });
});

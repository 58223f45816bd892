import { authApi, PROFILE_TEXTS, type User } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, ME, saved, settingsTestSetup, UPDATE } from '../test/kit.ts';

settingsTestSetup();

describe('personal information', () => {
  it('requires a display name, then saves every field', async () => {
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [UPDATE]: () => saved(makeUser({ display_name: 'Dee', city: undefined } as Partial<User>)),
    });
    renderApp('/profile/personal-information');
    const user = userEvent.setup();
    const displayName = await screen.findByRole('textbox', { name: 'Display name' });
    expect((displayName as HTMLInputElement).value).toBe('dana');
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    await user.clear(displayName);
    await user.click(button('Save'));
    expect(await screen.findByText(PROFILE_TEXTS.displayNameRequired)).toBeTruthy();
    expect(api.to('POST', authApi.update.path)).toEqual([]);

    await user.type(displayName, 'Dee');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lisbon');
    await user.click(screen.getByRole('combobox', { name: 'Pronouns' }));
    await user.click(await screen.findByRole('option', { name: 'they/them' }));
    await user.click(button('Save'));
    expect(await screen.findByText('profile updated successfully')).toBeTruthy();
    expect(api.to('POST', authApi.update.path)[0]?.body).toEqual({
      display_name: 'Dee',
      full_name: 'Dana Demo',
      country: null,
      pronouns: 3,
      date_of_birth: null,
      address: { country: null, city: 'Lisbon', state: null, address: null, zip_code: null },
    });
    expect(getSession()?.user.display_name).toBe('Dee');
  });
});

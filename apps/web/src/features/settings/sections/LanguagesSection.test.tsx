import { authApi, PROFILE_TEXTS } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, ME, saved, settingsTestSetup, UPDATE } from '../test/kit.ts';

settingsTestSetup();

describe('languages', () => {
  it('refuses empty lists with the spec text and saves both lists', async () => {
    const languages = { speaking: [{ code: 'pt', proficiency: 4 }], learning: [{ code: 'en', proficiency: 2 }] };
    const api = fakeApi({
      [ME]: () => json(200, makeUser(languages)),
      [UPDATE]: () => saved(makeUser({ ...languages, speaking: [] })),
    });
    renderApp('/profile/languages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Portuguese' }));
    await user.click(button('Save'));
    expect(await screen.findByText(PROFILE_TEXTS.languagesRequired)).toBeTruthy();
    expect(api.to('POST', authApi.update.path)).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Add a language' })[0]!);
    await user.click(button('Save'));
    await screen.findByText('profile updated successfully');
    expect(api.to('POST', authApi.update.path)[0]?.body).toEqual({
      speaking: [{ code: 'en', proficiency: 1 }],
      learning: [{ code: 'en', proficiency: 2 }],
    });
  });
});

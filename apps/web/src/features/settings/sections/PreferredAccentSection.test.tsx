import { modulesApi } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, LANGUAGES_MODULE, ME, settingsTestSetup, SUBMIT } from '../test/kit.ts';

settingsTestSetup();

describe('accent settings', () => {
  it('keeps Cancel and Save Profile disabled until a change, then saves the module', async () => {
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [LANGUAGES_MODULE]: () =>
        json(200, {
          id: 'Languages',
          is_required: false,
          is_submitted: false,
          config: {
            languages: [],
            accents: [
              { code: 'en-GB', name: 'British English', flag_image: '/flags/gb.svg' },
              { code: 'en-US', name: 'American English', flag_image: '/flags/us.svg' },
            ],
          },
        }),
      [SUBMIT]: () =>
        json(201, {
          result: { id: 1, module_id: 'PreferredAccentModule', data: {}, created_at: '2026-01-01T00:00:00.000Z' },
          user: makeUser({ accent: 'en-US', voice_gender: 'FEMALE' }),
        }),
    });
    renderApp('/profile/preferred-accent');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Accent settings' });
    const accent = await screen.findByRole('combobox', { name: 'Accent' });
    expect(accent.textContent).toBe('British English');
    expect(button('Save Profile').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    await user.click(accent);
    await user.click(await screen.findByRole('option', { name: 'American English' }));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(button('Save Profile').disabled).toBe(false);
    await user.click(button('Save Profile'));
    expect(await screen.findByText('Your settings are saved')).toBeTruthy();
    expect(api.to('POST', modulesApi.submit.path)[0]?.body).toEqual({
      moduleResult: { id: 'PreferredAccentModule', data: { preferred_accent: 'en-US', preferred_voice_type: 'FEMALE' } },
    });
    await waitFor(() => expect(button('Save Profile').disabled).toBe(true));
  });
});

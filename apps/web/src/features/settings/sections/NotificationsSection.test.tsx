import { modulesApi } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, EMAIL_RESULTS, ME, settingsTestSetup, SUBMIT } from '../test/kit.ts';

settingsTestSetup();

describe('notifications', () => {
  it('starts from the defaults and saves the email preferences as the module', async () => {
    const api = fakeApi({
      [ME]: () => json(200, makeUser()),
      [EMAIL_RESULTS]: () => json(200, { items: [], total: 0, limit: 1, offset: 0 }),
      [SUBMIT]: () =>
        json(201, {
          result: { id: 1, module_id: 'EmailPreferenceModule', data: {}, created_at: '2026-01-01T00:00:00.000Z' },
          user: makeUser(),
        }),
    });
    renderApp('/profile/notification');
    const user = userEvent.setup();
    const reminders = await screen.findByRole('switch', { name: 'Reminders for events I join' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    await user.click(reminders);
    await user.click(button('Save'));
    expect(await screen.findByText('Your settings are saved')).toBeTruthy();
    expect(api.to('POST', modulesApi.submit.path)[0]?.body).toEqual({
      moduleResult: {
        id: 'EmailPreferenceModule',
        data: {
          event_reminders: false,
          event_changes: true,
          new_followers: true,
          feedback_ready: true,
          task_replies: true,
          lesson_bookings: true,
        },
      },
    });
    expect(screen.getByTestId('notification-permission').textContent).toBe('This browser cannot show notifications.');
  });
});

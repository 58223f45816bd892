import { STOREFRONT_TEXTS, storefrontApi, type Availability } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeHomepage, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, ME, MINE, storefrontTestSetup } from '../test/kit.ts';

storefrontTestSetup();

const SAVE = `PUT ${storefrontApi.saveAvailability.path}`;
const availability: Availability = {
  group_size: 1,
  timezone: 'Europe/London',
  slots: [{ day: 'mon', start: '18:00', end: '19:00' }],
};

describe('availability page', () => {
  it('saves the students per lesson with the weekly times, and shows the server’s sentence under the field', async () => {
    let refuse = true;
    const api = fakeApi({
      [ME]: () => json(200, makeUser({ id: 2, status: 'TEACHER' })),
      [MINE]: () => json(200, makeHomepage({ availability })),
      [SAVE]: ({ body }) =>
        refuse
          ? apiError(400, 'VALIDATION_ERROR', STOREFRONT_TEXTS.groupSizeRange, [
              { loc: ['body', 'group_size'], msg: STOREFRONT_TEXTS.groupSizeRange },
            ])
          : json(200, makeHomepage({ availability: body as Availability })),
    });
    renderApp('/profile/availability');
    const user = userEvent.setup();
    const size = await screen.findByRole('textbox', { name: 'Students per lesson' });
    expect((size as HTMLInputElement).value).toBe('1');

    await user.clear(size);
    await user.type(size, '11');
    await user.click(button('Save'));
    expect(await screen.findByText(STOREFRONT_TEXTS.groupSizeRange)).toBeTruthy();
    expect(api.to('PUT', storefrontApi.saveAvailability.path)).toHaveLength(0);

    await user.clear(size);
    await user.type(size, '4');
    await user.click(button('Save'));
    expect(await screen.findByText(STOREFRONT_TEXTS.groupSizeRange)).toBeTruthy();
    refuse = false;
    await user.click(button('Save'));
    expect(await screen.findByText('Your homepage is saved')).toBeTruthy();
    expect(api.to('PUT', storefrontApi.saveAvailability.path)[1]?.body).toEqual({ ...availability, group_size: 4 });
    await waitFor(() => expect(button('Save').disabled).toBe(true));
  });
});

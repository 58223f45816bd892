import { LESSON_TEXTS } from '@parley/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  BOOK,
  BOOKINGS,
  bookingPath,
  closeToast,
  homepage,
  lessonsTestSetup,
  makeBooking,
  makeSlot,
  makeSlots,
  PAGE,
  SLOTS,
} from './kit.ts';

lessonsTestSetup();

const basic = { tier: 'basic', period: 'week', limit: 3, used: 2 } as const;
const lessons = () => screen.findByRole('region', { name: 'Book a lesson' });

describe('booking a lesson on the teacher’s homepage', () => {
  it('books a free time after asking, says so, and shows the week’s allowance', async () => {
    const slot = makeSlot(48);
    const api = fakeApi({
      [PAGE]: () => json(200, homepage),
      [SLOTS]: () => json(200, makeSlots([slot, makeSlot(72, { booked: 3, bookable: false })], basic)),
      [BOOKINGS]: () => json(200, []),
      [BOOK]: () => json(201, makeBooking(9, 48)),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    const region = await lessons();
    expect(await within(region).findByText('2 of 3 this week')).toBeTruthy();
    expect(within(region).getByText(/Tom Teacher teaches in Europe\/London\.$/)).toBeTruthy();
    expect(within(region).getByText('2 places left')).toBeTruthy();
    expect(within(region).getByText('Full')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book this lesson?' });
    expect(within(dialog).getByText(new RegExp(`with Tom Teacher\\. ${LESSON_TEXTS.tooLate}`))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Book lesson' }));
    await closeToast(user, LESSON_TEXTS.booked);
    expect(api.to('POST', '/api/v1/sdk/bookings')[0]?.body).toEqual({ teacher_id: 2, starts_at: slot.starts_at });
  });

  it('shows the server’s refusal in a toast', async () => {
    fakeApi({
      [PAGE]: () => json(200, homepage),
      [SLOTS]: () => json(200, makeSlots([makeSlot(48)], basic)),
      [BOOKINGS]: () => json(200, []),
      [BOOK]: () => apiError(409, 'CONFLICT', LESSON_TEXTS.slotFull),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    await user.click(await within(await lessons()).findByRole('button', { name: 'Book' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book lesson' }));
    await closeToast(user, LESSON_TEXTS.slotFull);
  });

  it('points a student without a Basic or Premium plan to the plans', async () => {
    fakeApi({
      [PAGE]: () => json(200, homepage),
      [SLOTS]: () => json(200, makeSlots([makeSlot(48)])),
      [BOOKINGS]: () => json(200, []),
    });
    renderApp('/tom-teacher');
    const region = await lessons();
    expect(await within(region).findByText(LESSON_TEXTS.planRequired)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('#pricing');
    expect(within(region).queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('sends a guest who presses Book to log in, to come back to the times', async () => {
    clearSession('logout');
    fakeApi({ [PAGE]: () => json(200, homepage), [SLOTS]: () => json(200, makeSlots([makeSlot(48)])) });
    const router = renderApp('/tom-teacher');
    const user = userEvent.setup();
    await user.click(await within(await lessons()).findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/tom-teacher', hash: '#availability' } });
  });

  it('cancels and moves a booked lesson', async () => {
    const later = makeSlot(96);
    const api = fakeApi({
      [PAGE]: () => json(200, homepage),
      [SLOTS]: () => json(200, makeSlots([makeSlot(48, { my_booking_id: 9 }), later], basic)),
      [BOOKINGS]: () => json(200, [makeBooking(9, 48)]),
      [`DELETE ${bookingPath(9)}`]: () => json(200, makeBooking(9, 48, { status: 'cancelled' })),
      [`POST ${bookingPath(9, '/reschedule')}`]: () => json(200, makeBooking(10, 96)),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    const region = await lessons();
    expect(await within(region).findByText('Booked')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this lesson?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel lesson' }));
    await closeToast(user, LESSON_TEXTS.cancelled);
    expect(api.to('DELETE', bookingPath(9))).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: 'Move this lesson' });
    await user.click(within(move).getByRole('radio'));
    await user.click(within(move).getByRole('button', { name: 'Move lesson' }));
    await closeToast(user, /^Your lesson is moved to/);
    expect(api.to('POST', bookingPath(9, '/reschedule'))[0]?.body).toEqual({ starts_at: later.starts_at });
  });

  it('lists the student’s lessons with this teacher and rates a past one', async () => {
    let rated = false;
    const api = fakeApi({
      [PAGE]: () => json(200, homepage),
      [SLOTS]: () => json(200, makeSlots([], basic)),
      [BOOKINGS]: () =>
        json(200, [
          makeBooking(7, -30, rated ? { rating: { rating: 4, comment: 'Clear and kind' } } : {}),
          makeBooking(8, 30),
          makeBooking(6, 5, { teacher: { id: 3, username: 'ann', display_name: 'Ann', image: null } }),
        ]),
      [`POST ${bookingPath(7, '/rating')}`]: () => {
        rated = true;
        return json(200, makeBooking(7, -30, { rating: { rating: 4, comment: 'Clear and kind' } }));
      },
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Your lessons with Tom Teacher' });
    const upcoming = within(mine).getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcoming).getByRole('link', { name: 'Open lesson' }).getAttribute('href')).toBe('/event/lesson-8');

    const past = within(mine).getByRole('region', { name: 'Past' });
    await user.click(within(past).getByRole('button', { name: 'Send rating' }));
    expect(await within(past).findByText(LESSON_TEXTS.ratingRange)).toBeTruthy();
    // A click, not the pointer's path: jsdom lays nothing out, so MUI reads the hovered star as none.
    fireEvent.click(within(past).getByRole('radio', { name: '4 Stars' }));
    await user.type(within(past).getByRole('textbox', { name: 'Comment (optional)' }), 'Clear and kind');
    await user.click(within(past).getByRole('button', { name: 'Send rating' }));
    await closeToast(user, 'Thank you for your rating');
    expect(api.to('POST', bookingPath(7, '/rating'))[0]?.body).toEqual({ rating: 4, comment: 'Clear and kind' });
    expect(await within(past).findByText('Your rating: 4 of 5 · Clear and kind')).toBeTruthy();
  });
});

import { fillPath, lessonsApi, storefrontApi, type Booking, type LessonSlot, type LessonSlots } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { makeHomepage, makeSession } from '../../../test/fixtures.ts';
import { resetApp } from '../../../test/reset-app.ts';

const HOUR = 3_600_000;
export const TEACHER_ID = 2;
export const PAGE = `GET ${fillPath(storefrontApi.page.path, { url: 'tom-teacher' })}`;
export const SLOTS = `GET ${fillPath(lessonsApi.slots.path, { teacherId: TEACHER_ID })}`;
export const BOOKINGS = `GET ${lessonsApi.list.path}`;
export const BOOK = `POST ${lessonsApi.book.path}`;
export const bookingPath = (id: number, tail = '') => `${fillPath(lessonsApi.cancel.path, { id })}${tail}`;

/** The teacher's public page, with weekly times so the live sessions show. */
export const homepage = (() => {
  const {
    max_subscribers: _max,
    waitlist_count: _count,
    ...page
  } = makeHomepage({
    availability: { group_size: 3, timezone: 'Europe/London', slots: [{ day: 'mon', start: '18:00', end: '19:00' }] },
  });
  return page;
})();

/** A one-hour lesson time starting `hours` from now. */
export function makeSlot(hours: number, overrides: Partial<LessonSlot> = {}): LessonSlot {
  const start = Date.now() + hours * HOUR;
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + HOUR).toISOString(),
    capacity: 3,
    booked: 1,
    my_booking_id: null,
    bookable: true,
    ...overrides,
  };
}

export const makeSlots = (slots: LessonSlot[], allowance: LessonSlots['allowance'] = null): LessonSlots => ({
  teacher_id: TEACHER_ID,
  timezone: 'Europe/London',
  group_size: 3,
  slots,
  allowance,
});

const person = (id: number, name: string) => ({ id, username: name.toLowerCase(), display_name: name, image: null });

/** A booking of student 5 with the teacher, at `hours` from now. */
export function makeBooking(id: number, hours: number, overrides: Partial<Booking> = {}): Booking {
  const start = Date.now() + hours * HOUR;
  return {
    id,
    teacher: person(TEACHER_ID, 'Tom Teacher'),
    student: person(5, 'Sam Student'),
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + HOUR).toISOString(),
    event_id: `lesson-${id}`,
    short_event_id: `l${id}`,
    status: 'booked',
    is_over: start + HOUR <= Date.now(),
    changeable_until: new Date(start - 12 * HOUR).toISOString(),
    rating: null,
    ...overrides,
  };
}

/** An empty cache before each test, signed in as a student unless a test signs out. */
export function lessonsTestSetup() {
  beforeEach(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
    resetApp();
    setSession(makeSession({ id: 5, status: 'STUDENT' }));
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** Sees a toast and closes it: toasts show one after another, so one left open would hold back the next test's. */
export async function closeToast(user: UserEvent, text: string | RegExp) {
  // A closing dialog still hides the rest of the page from the accessibility tree.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const toast = (await screen.findByText(text)).closest('[role="alert"]');
  expect(toast).toBeTruthy();
  await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Close' }));
}

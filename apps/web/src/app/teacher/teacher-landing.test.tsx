import { authApi, classroomApi, lessonsApi, recordingsApi, reviewApi, storefrontApi, type Booking } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session/session.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { makeHomepage, makeSession, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { resetApp } from '../../test/reset-app.ts';

const HOUR = 3_600_000;
const teacher = makeUser({ id: 2, status: 'TEACHER', full_name: 'Tom Teacher' });
const person = (id: number, name: string) => ({ id, username: name.toLowerCase(), display_name: name, image: null });

/** A booking of one of the teacher's lessons, `hours` from now. */
const booking = (id: number, eventId: string, hours: number, student: string): Booking => {
  const start = Date.now() + hours * HOUR;
  return {
    id,
    teacher: person(2, 'Tom Teacher'),
    student: person(10 + id, student),
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + HOUR).toISOString(),
    event_id: eventId,
    short_event_id: eventId,
    status: 'booked',
    is_over: start + HOUR <= Date.now(),
    changeable_until: new Date(start - 12 * HOUR).toISOString(),
    rating: null,
  };
};

const answers = (data: { bookings?: Booking[]; classrooms?: unknown[]; homepage?: unknown; recordings?: unknown[] }) =>
  fakeApi({
    [`GET ${authApi.me.path}`]: () => json(200, teacher),
    [`GET ${reviewApi.list.path}`]: () => json(200, []),
    [`GET ${recordingsApi.students.path}`]: () => json(200, data.recordings ?? []),
    [`GET ${lessonsApi.list.path}`]: () => json(200, data.bookings ?? []),
    [`GET ${classroomApi.list.path}`]: () => json(200, data.classrooms ?? []),
    [`GET ${storefrontApi.mine.path}`]: () => json(200, data.homepage ?? null),
    [`GET ${storefrontApi.paymentAccount.path}`]: () => json(200, { id: 'acct_1', charges_enabled: true }),
  });

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 2, status: 'TEACHER' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the teacher landing', () => {
  it('says what is empty, with the way on', async () => {
    answers({});
    renderApp('/teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your teaching' })).toBeTruthy();
    expect(await within(await section('Recordings to review')).findByText('No Feedback Requests Found')).toBeTruthy();
    expect(
      await within(await section('Your plan students’ recordings')).findByText('No recordings from your plan students yet'),
    ).toBeTruthy();
    expect(await within(await section("Today's lessons")).findByText('No lessons today')).toBeTruthy();
    expect(await within(await section('Upcoming lessons')).findByText('No lessons booked yet')).toBeTruthy();
    expect(await within(await section('Your classrooms')).findByText('You have no classrooms yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Classroom' }).getAttribute('href')).toBe('/classroom');
    const homepage = await section('Your homepage');
    expect(await within(homepage).findByText('You have no homepage yet')).toBeTruthy();
    expect(within(homepage).getByRole('link', { name: 'Choose my url' }).getAttribute('href')).toBe('/profile/my-teacher-bio');
  });

  it('shows today’s and the coming lessons with their students, the classrooms and the homepage’s state', async () => {
    answers({
      bookings: [
        booking(1, 'today', 0, 'Ann'),
        booking(2, 'today', 0, 'Ben'),
        booking(3, 'later', 72, 'Cy'),
        booking(4, 'over', -30, 'Dee'),
      ],
      classrooms: [
        {
          id: 1,
          code: 'ABC234',
          name: 'Evening group',
          teacher: person(2, 'Tom Teacher'),
          max_subscribers: null,
          student_count: 4,
          task_count: 3,
          role: 'teacher',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
      homepage: makeHomepage({ waitlist_count: 2 }),
      recordings: [
        {
          id: 31,
          created_at: '2026-11-20T10:00:00.000Z',
          duration: 62,
          processing_status: 'PROCESSED',
          locked: false,
          test_myself: false,
          event_id: null,
          event_title: null,
          student: person(12, 'Ann'),
          tier: 'ai',
        },
      ],
    });
    renderApp('/teacher');
    const recordings = await section('Your plan students’ recordings');
    const recording = await within(recordings).findByRole('link', { name: /Ann \(Lite\/AI plan\): recording of / });
    expect(recording.getAttribute('href')).toBe('/dashboard/feedback/31');
    const today = await section("Today's lessons");
    expect(await within(today).findByText('Students: Ann, Ben')).toBeTruthy();
    expect(
      within(today)
        .getByRole('link', { name: /^Open lesson at / })
        .getAttribute('href'),
    ).toBe('/event/today');
    const upcoming = await section('Upcoming lessons');
    expect(within(upcoming).getByText('Students: Cy')).toBeTruthy();
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);

    const classrooms = await section('Your classrooms');
    expect(await within(classrooms).findByText('Code ABC234 · 4 students · 3 tasks')).toBeTruthy();

    const homepage = await section('Your homepage');
    expect((await within(homepage).findByRole('link', { name: /\/tom-teacher$/ })).getAttribute('href')).toBe('/tom-teacher');
    expect(within(homepage).getByText('Accepting new students')).toBeTruthy();
    expect(await within(homepage).findByText('You can take payments')).toBeTruthy();
    expect(within(homepage).getByText('Waitlist (2 people)')).toBeTruthy();
  });
});

import { authApi, eventsApi, NEXT_EVENT_POLL_MS, ROUTES, type Event } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentEventQueryOptions } from '../../features/events/api/current-event.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../test/fake-api.ts';
import { makeSession, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const CURRENT = `GET ${eventsApi.current.path}`;
const person = { id: 2, username: 'tom', display_name: null, image: null };
const liveEvent: Event = {
  event_id: 'e1',
  short_event_id: 'e1',
  event_title: 'Small talk at work',
  title: 'Small talk at work',
  event_description: null,
  event_type: 'DISCUSSION',
  event_language: 'en',
  proficiency: 1,
  start_time_utc: '2026-03-01T10:00:00.000Z',
  end_time_utc: '2026-03-01T11:00:00.000Z',
  is_private: false,
  is_revision: false,
  is_cancelled: false,
  tags: [],
  is_live: true,
  lesson_link: null,
  current_room_id: null,
  host: person,
  participants: [person],
  is_ended: false,
  participants_count: 1,
  max_number_users: 20,
  is_full: false,
  event_url: 'http://localhost:3000/event/e1',
  google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
};

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
  setSession(makeSession({ full_name: null, username: 'dana' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard shell', () => {
  it('welcomes the user by username when there is no full name, next to "English Events"', async () => {
    fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser({ full_name: null })), [CURRENT]: () => json(200, null) });
    renderApp(ROUTES.events);
    expect(await screen.findByRole('heading', { name: 'Welcome, dana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(ROUTES.profile);
    expect(screen.getByRole('heading', { name: 'English Events' })).toBeTruthy();
    expect(await screen.findByText('You have no upcoming sessions at the moment')).toBeTruthy();
  });

  it('says "something went wrong" when the next event cannot be fetched', async () => {
    fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser()), [CURRENT]: () => apiError(403, 'FORBIDDEN', 'No') });
    renderApp(ROUTES.events);
    expect(await screen.findByText('something went wrong')).toBeTruthy();
  });

  it('shows the next event, marked "Live" while it runs', async () => {
    fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser()), [CURRENT]: () => json(200, liveEvent) });
    renderApp(ROUTES.events);
    expect(await screen.findByText('Small talk at work')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText(/^Starts /)).toBeTruthy();
  });

  it('polls the next event every 300000 ms', () => {
    expect(currentEventQueryOptions.refetchInterval).toBe(NEXT_EVENT_POLL_MS);
  });

  it('shows the first-visit hint until it is dismissed', async () => {
    fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser()), [CURRENT]: () => json(200, null) });
    renderApp(ROUTES.events);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(/This is your dashboard/)).toBeNull();
  });
});

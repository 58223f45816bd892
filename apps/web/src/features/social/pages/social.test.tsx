import {
  authApi,
  eventsApi,
  fillPath,
  ROUTES,
  socialApi,
  type Event,
  type Match,
  type PublicProfile,
  type Relationship,
  type UserGoals,
} from '@parley/contracts';
import { generatePath } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ME = 1;
const OTHER = 2;
const emptyPage = { items: [], total: 0, limit: 100, offset: 0 };
const other: PublicProfile = {
  id: OTHER,
  username: 'sam',
  bio: 'I like films.',
  image: null,
  full_name: 'Sam Speaker',
  display_name: null,
  country: null,
  learning: [{ code: 'en', proficiency: 2 }],
  speaking: [{ code: 'de', proficiency: 4 }],
  status: 'STUDENT',
  profile: null,
  about_me: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const relationship = (overrides: Partial<Relationship> = {}): Relationship => ({
  user_id: OTHER,
  is_following: false,
  is_followed_by: false,
  is_avoiding: false,
  is_reported: false,
  followers_count: 3,
  following_count: 0,
  following_limit: 5,
  avoiding_count: 0,
  avoiding_limit: 0,
  ...overrides,
});

const get = (path: string) => `GET ${path}`;
const post = (path: string) => `POST ${path}`;
const PROFILE = get(fillPath(authApi.profileById.path, { id: OTHER }));
const FOLLOWEES_ME = get(fillPath(socialApi.followees.path, { userId: ME }));
const FOLLOWERS_ME = get(fillPath(socialApi.followers.path, { userId: ME }));
const AVOIDED = get(socialApi.avoided.path);
const MATCHES = get(eventsApi.matches.path);
const RELATIONSHIP = get(fillPath(socialApi.relationship.path, { userId: OTHER }));
const GOALS = get(fillPath(socialApi.goals.path, { userId: OTHER }));
const host = { id: 9, username: 'tom', display_name: null, image: null };
const morningEvent: Event = {
  event_id: 'ev-1',
  short_event_id: 'ev-1',
  event_title: 'Morning English',
  title: 'Morning English',
  event_description: null,
  event_type: 'DISCUSSION',
  event_language: 'en',
  proficiency: 1,
  start_time_utc: '2026-03-04T09:30:00.000Z',
  end_time_utc: '2026-03-04T10:30:00.000Z',
  is_private: false,
  is_revision: false,
  is_cancelled: false,
  is_ended: true,
  tags: [],
  is_live: false,
  lesson_link: null,
  current_room_id: null,
  host,
  participants: [host],
  participants_count: 1,
  max_number_users: 20,
  is_full: false,
  event_url: 'http://localhost:3000/event/ev-1',
  google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
};
const noGoals: UserGoals = { user_id: OTHER, goals: null, submitted_at: null };
const FOLLOW = post(fillPath(socialApi.follow.path, { userId: OTHER }));
const AVOID = post(fillPath(socialApi.avoid.path, { userId: OTHER }));

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
  setSession(makeSession({ id: ME }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function openProfile(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [PROFILE]: () => json(200, other),
    [RELATIONSHIP]: () => json(200, relationship()),
    [GOALS]: () => json(200, noGoals),
    ...extra,
  });
  const router = renderApp(generatePath(ROUTES.dashboardCommunityUser, { userId: String(OTHER) }));
  return { api, router };
}

const button = (name: string) => screen.findByRole('button', { name });

describe('public profile', () => {
  it('shows name, username, languages and follower count', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Speaker' })).toBeTruthy();
    expect(screen.getByText('@sam')).toBeTruthy();
    expect(screen.getByText('Speaks German (level 4 of 4)')).toBeTruthy();
    expect(screen.getByText('Learns English (level 2 of 4)')).toBeTruthy();
    expect((await screen.findByTestId('public-follower-count')).textContent).toBe('3 followers');
    expect(await button('Report')).toBeTruthy();
  });

  it('follows at once, before the server answers, then keeps the answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { api } = openProfile({ [FOLLOW]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await user.click(await button('Follow'));
    expect(await button('Unfollow')).toBeTruthy();
    expect(screen.getByTestId('public-follower-count').textContent).toBe('4 followers');
    expect(api.to('POST', fillPath(socialApi.follow.path, { userId: OTHER }))).toHaveLength(1);
    act(() => answer(json(200, relationship({ is_following: true, followers_count: 4 }))));
    await waitFor(() => expect(screen.getByTestId('public-follower-count').textContent).toBe('4 followers'));
    expect(await button('Unfollow')).toBeTruthy();
  });

  it('rolls the follow back and shows the error text when the server fails', async () => {
    openProfile({ [FOLLOW]: () => apiError(500, 'INTERNAL_ERROR', 'The server had a problem') });
    const user = userEvent.setup();
    await user.click(await button('Follow'));
    expect(await screen.findByText('The server had a problem')).toBeTruthy();
    expect(await button('Follow')).toBeTruthy();
    expect(screen.getByTestId('public-follower-count').textContent).toBe('3 followers');
    // Toasts queue app-wide: close this one so later tests see their own.
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('opens "Follow Limit Reached" instead of a toast; Maybe later closes it, Upgrade goes to pricing', async () => {
    const { router } = openProfile({ [FOLLOW]: () => apiError(403, 'EXC_FOLLOW_LIMIT_REACHED', 'Follow Limit Reached: …') });
    const user = userEvent.setup();
    await user.click(await button('Follow'));
    const dialog = await screen.findByRole('dialog', { name: 'Follow Limit Reached' });
    expect(within(dialog).getByText(/You've reached your following limit\. Upgrade your account/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Rolled back: the page behind the dialog shows Follow again.
    expect(screen.getByRole('button', { name: 'Follow', hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await button('Follow'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Follow Limit Reached' })).getByRole('button', { name: 'Upgrade' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.pricing));
  });

  it('opens "Avoid Limit Reached", rolls the avoid back, and Compare plans shows the limits of each plan', async () => {
    openProfile({ [AVOID]: () => apiError(403, 'EXC_AVOID_LIMIT_REACHED', 'Avoid Limit Reached: …') });
    const user = userEvent.setup();
    await user.click(await button('Avoid'));
    const dialog = await screen.findByRole('dialog', { name: 'Avoid Limit Reached' });
    expect(within(dialog).getByText(/You've reached your limit for avoiding users\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avoid', hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Compare plans' }));
    const table = within(await screen.findByRole('dialog', { name: 'Social features by plan' })).getByRole('table');
    const row = (plan: string) => within(table).getByRole('rowheader', { name: plan }).closest('tr')!.textContent;
    expect(row('Free')).toBe('Free50');
    expect(row('Basic')).toBe('Basic205');
    expect(row('Pro')).toBe('ProUnlimited15');
    expect(row('Team')).toBe('TeamUnlimited15');
  });

  it('offers Unreport for a reported user, from one relationship call', async () => {
    const { api } = openProfile({ [RELATIONSHIP]: () => json(200, relationship({ is_reported: true })) });
    expect(await button('Unreport')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(api.to('GET', fillPath(socialApi.relationship.path, { userId: OTHER }))).toHaveLength(1);
    // The relationship is no longer pieced together from the lists.
    expect(api.calls.filter((c) => /followees|followers|avoided|reported/.test(c.path))).toHaveLength(0);
  });

  it('shows about me, languages with their flags, goals and interests', async () => {
    openProfile({
      [PROFILE]: () => json(200, { ...other, about_me: 'I practise every morning.' }),
      [GOALS]: () =>
        json(200, {
          user_id: OTHER,
          goals: {
            goal: ['travel', 'job_interview'],
            occupation: { status: 'student', description: null },
            interests: ['films', 'cooking'],
            about_me: 'I practise every morning.',
          },
          submitted_at: '2026-01-02T00:00:00.000Z',
        }),
    });
    const about = await screen.findByRole('region', { name: 'About me' });
    expect(within(about).getByText('I practise every morning.')).toBeTruthy();
    const languages = screen.getByRole('list', { name: 'Languages and levels' });
    expect(within(languages).getByText('Speaks German (level 4 of 4)')).toBeTruthy();
    expect(languages.querySelector('img[src="/flags/de.svg"]')).toBeTruthy();
    expect(languages.querySelector('img[src="/flags/gb.svg"]')).toBeTruthy();
    const goals = await screen.findByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('Travel')).toBeTruthy();
    expect(within(goals).getByText('Prepare for a job interview')).toBeTruthy();
    const interests = screen.getByRole('region', { name: 'Interests' });
    expect(within(interests).getByText('films')).toBeTruthy();
    expect(within(interests).getByText('cooking')).toBeTruthy();
  });

  it('writes the language name alone when its flag image is missing', async () => {
    openProfile();
    const languages = await screen.findByRole('list', { name: 'Languages and levels' });
    const flag = languages.querySelector('img[src="/flags/de.svg"]')!;
    act(() => flag.dispatchEvent(new Event('error')));
    await waitFor(() => expect(languages.querySelector('img[src="/flags/de.svg"]')).toBeNull());
    expect(within(languages).getByText('Speaks German (level 4 of 4)')).toBeTruthy();
  });

  it('leaves goals out when the member has not answered them, or the server hides them', async () => {
    openProfile({ [GOALS]: () => apiError(404, 'NOT_FOUND', 'This user does not exist') });
    expect(await button('Follow')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Goals' })).toBeNull();
    expect(screen.queryByText('This user does not exist')).toBeNull();
  });

  it('reports with a reason and details, then offers Unreport, which withdraws it', async () => {
    const REPORT = post(socialApi.report.path);
    const UNREPORT = post(fillPath(socialApi.unreport.path, { userId: OTHER }));
    const { api } = openProfile({
      [REPORT]: () => json(200, relationship({ is_reported: true })),
      [UNREPORT]: () => json(200, relationship({ is_reported: false })),
    });
    const user = userEvent.setup();
    await user.click(await button('Report'));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sam Speaker' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Harassment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Rude in chat');
    await user.click(send);
    expect(await screen.findByText('Thank you. Your report was sent.')).toBeTruthy();
    expect(api.to('POST', socialApi.report.path)[0]?.body).toEqual({
      user_id: OTHER,
      reason: 'harassment',
      details: 'Rude in chat',
    });

    await user.click(await button('Unreport'));
    expect(await button('Report')).toBeTruthy();
    expect(api.to('POST', fillPath(socialApi.unreport.path, { userId: OTHER }))).toHaveLength(1);
  });

  it('refuses an id that is not a number without calling the API', async () => {
    const api = fakeApi({});
    renderApp('/dashboard/community/abc');
    expect(await screen.findByText('This user does not exist')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('profile_id'))).toHaveLength(0);
  });

  it('sends the user to My Profile on their own public profile', async () => {
    fakeApi({});
    renderApp(generatePath(ROUTES.dashboardCommunityUser, { userId: String(ME) }));
    expect(await screen.findByRole('link', { name: 'Go to My Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});

describe('connections', () => {
  it('shows the empty state of each tab', async () => {
    fakeApi({
      [MATCHES]: () => json(200, emptyPage),
      [FOLLOWEES_ME]: () => json(200, emptyPage),
      [FOLLOWERS_ME]: () => json(200, emptyPage),
      [AVOIDED]: () => json(200, emptyPage),
    });
    renderApp(ROUTES.dashboardConnections);
    const user = userEvent.setup();
    expect(await screen.findByText('You have no matches.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Matches', 'Following', 'Followers', 'Avoiding']);
    expect(screen.getByRole('tab', { name: 'Matches' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('You are not following anyone.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    expect(await screen.findByText('You are not being followed by anyone.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Avoiding' }));
    expect(await screen.findByText('You are not avoiding anyone.')).toBeTruthy();
  });

  it('pages with "See more" and opens a selected person after 1000 ms', async () => {
    const person = (id: number) => ({ id, username: `user${id}`, display_name: null, full_name: `Person ${id}`, image: null });
    fakeApi({
      [FOLLOWEES_ME]: () =>
        json(200, { items: Array.from({ length: 10 }, (_, i) => person(i + 10)), total: 11, limit: 10, offset: 0 }),
      [PROFILE]: () => json(200, other),
    });
    const router = renderApp(`${ROUTES.dashboardConnections}?tab=following`);
    const user = userEvent.setup();
    expect(await screen.findByText('Person 10')).toBeTruthy();
    // The second page: the fake answers by path, so a different handler is installed for it.
    fakeApi({
      [FOLLOWEES_ME]: () => json(200, { items: [person(2)], total: 11, limit: 10, offset: 10 }),
      [PROFILE]: () => json(200, other),
    });
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText('Person 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => screen.getByText('Person 2').click());
    act(() => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe(ROUTES.dashboardConnections);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(generatePath(ROUTES.dashboardConnectionsUser, { userId: '2' })),
    );
  });

  it('lists matches with when and in which event, and opens the matched person after 1000 ms', async () => {
    const match = (id: number, eventId: string): Match => ({
      match_id: `m${id}`,
      user_matched_with: { id, username: `user${id}`, display_name: `Partner ${id}`, image: null },
      event_id: eventId,
      matched_at: '2026-03-04T10:00:00.000Z',
    });
    const api = fakeApi({
      [MATCHES]: () => json(200, { items: [match(7, 'ev-1'), match(8, 'ev-gone')], total: 2, limit: 10, offset: 0 }),
      [get(fillPath(eventsApi.get.path, { id: 'ev-1' }))]: () => json(200, morningEvent),
      [PROFILE]: () => json(200, other),
    });
    const router = renderApp(ROUTES.dashboardConnections);
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(within(list).getByText('Partner 7')).toBeTruthy();
    expect(await within(list).findByText('Matched on Mar 4, 2026 in Morning English')).toBeTruthy();
    // An event that cannot be loaded leaves the date alone.
    expect(await within(list).findByText('Matched on Mar 4, 2026')).toBeTruthy();
    expect(api.to('GET', eventsApi.matches.path)[0]?.query).toEqual({ limit: '10', offset: '0' });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => within(list).getByText('Partner 8').click());
    act(() => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe(ROUTES.dashboardConnections);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(generatePath(ROUTES.dashboardConnectionsUser, { userId: '8' })),
    );
  });
});

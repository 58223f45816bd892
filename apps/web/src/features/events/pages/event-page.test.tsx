import { activitiesApi, eventsApi, ROUTES } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRedirectState } from '../../../lib/redirect-state.ts';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeEvent, makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const event = makeEvent();
const PATH = `/event/${event.event_id}`;
const GET = `GET /api/v1/sdk/event/event/${event.event_id}`;
const PARTICIPATE = `POST ${eventsApi.participate.path}`;
const LEAVE = `DELETE ${eventsApi.participate.path}`;
const me = { id: 1, username: 'dana', display_name: null, image: null };

beforeEach(() => {
  resetApp();
});
afterEach(() => vi.unstubAllGlobals());

const signIn = (id = 1) => setSession(makeSession({ id, username: 'dana' }));

describe('event page and lobby', () => {
  it('shows the event signed out, with countdown, calendar links, welcome, What to Expect and the questions', async () => {
    const topic = (id: string) => ({
      id,
      level: 2,
      category: 'work',
      question: `Question ${id}?`,
      follow_ups: [`Why is it ${id}?`, `When was it ${id}?`, `Where is it ${id}?`],
      phrases: ['I think', 'In my view', 'It depends'],
    });
    fakeApi({
      [GET]: () => json(200, event),
      [`GET ${activitiesApi.discussionQuestions.path}`]: () =>
        json(200, { date: '2026-03-10', topic_level: 2, topics: ['a', 'b', 'c', 'd'].map(topic) }),
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Small talk at work' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time until the event starts' }).textContent).toMatch(
      /^\d+ d \d{2} h \d{2} min \d{2} s$/,
    );
    expect(screen.getByRole('heading', { name: 'I want to participate' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(screen.getByRole('menuitem', { name: 'Download calendar file (.ics)' }).getAttribute('href')).toBe(
      `/api/v1/sdk/event/event/${event.event_id}/calendar.ics`,
    );
    expect(screen.getByRole('menuitem', { name: 'Google Calendar' }).getAttribute('href')).toBe(event.google_calendar_url);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Welcome to your event' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What to Expect' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Today's discussion questions" }));
    const questions = await screen.findByRole('dialog', { name: "Today's discussion questions" });
    expect(await within(questions).findByText('Question a?')).toBeTruthy();
    expect(within(questions).getByText('Question d?')).toBeTruthy();
    expect(within(questions).getByText('Why is it b?')).toBeTruthy();
  });

  it('sends a signed-out "Attend" to login, remembering the event', async () => {
    fakeApi({ [GET]: () => json(200, event) });
    const router = renderApp(PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Attend' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(readRedirectState(router.state.location.state)).toEqual({ from: PATH, notice: 'loginRequired' });
  });

  it('goes straight into the live room of a live event', async () => {
    signIn();
    fakeApi({ [GET]: () => json(200, { ...event, is_live: true }) });
    const router = renderApp(PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Attend' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/abc123'));
  });

  it('joins at once, then says "You\'re going!"; leaving takes the user off again', async () => {
    signIn();
    let answer: (r: Response) => void = () => undefined;
    const api = fakeApi({
      [GET]: () => json(200, event),
      [PARTICIPATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [LEAVE]: () => json(200, event),
    });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Attend' }));
    // Optimistic: the lobby and the count change before the server answers.
    expect(await screen.findByRole('heading', { name: 'You are going to this event' })).toBeTruthy();
    expect(screen.getByText('1 person is going')).toBeTruthy();
    act(() => answer(json(200, { ...event, participants: [me], participants_count: 1 })));
    expect(await screen.findByText("You're going!")).toBeTruthy();
    expect(screen.getByText(/Turn on notifications/)).toBeTruthy();
    expect(api.to('POST', eventsApi.participate.path)[0]?.body).toEqual({ event_id: event.event_id });
    await user.click(screen.getByRole('button', { name: 'Cancel participation' }));
    expect(await screen.findByRole('heading', { name: 'I want to participate' })).toBeTruthy();
  });

  it('offers "Turn on reminders" when the browser has not asked yet, and schedules them once allowed', async () => {
    signIn();
    const postMessage = vi.fn();
    const permission = { value: 'default' };
    vi.stubGlobal('Notification', {
      get permission() {
        return permission.value;
      },
      requestPermission: async () => (permission.value = 'granted'),
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    fakeApi({
      [GET]: () => json(200, event),
      [PARTICIPATE]: () => json(200, { ...event, participants: [me], participants_count: 1 }),
    });
    renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Attend' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByText('We will remind you 5 minutes before the start and when it starts.')).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'schedule-reminders' }));
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('rolls the join back when the server refuses, with the reason and, for the free limit, a link to the plans', async () => {
    signIn();
    fakeApi({
      [GET]: () => json(200, event),
      [PARTICIPATE]: () => apiError(403, 'EXC_SESSION_LIMIT_REACHED', 'Session Limit Reached: upgrade for more'),
    });
    renderApp(PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Attend' }));
    expect(await screen.findByText('Session Limit Reached: upgrade for more')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'I want to participate' })).toBeTruthy();
    expect(screen.queryByText('1 person is going')).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(ROUTES.pricing);
  });

  it('lets the host start now or cancel after a confirmation, then says it is cancelled', async () => {
    signIn(2);
    let cancelled = false;
    const api = fakeApi({
      [GET]: () => json(200, { ...event, is_cancelled: cancelled }),
      [`DELETE /api/v1/sdk/event/event/${event.event_id}`]: () => {
        cancelled = true;
        return json(200, { ...event, is_cancelled: true });
      },
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'You are hosting this event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start event now' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE', `/api/v1/sdk/event/event/${event.event_id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel event' }));
    expect(await screen.findByText('The event is cancelled. We told everyone who signed up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start event now' })).toBeNull();
  });

  it('shows "Page not found" for an unknown event', async () => {
    fakeApi({ [GET]: () => apiError(404, 'NOT_FOUND', 'This event does not exist') });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('This event does not exist')).toBeTruthy();
  });
});

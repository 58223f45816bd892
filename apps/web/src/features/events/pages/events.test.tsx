import { eventsApi, ROUTES, type Event } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, heldAnswer, json } from '../../../test/fake-api.ts';
import { makeEvent, makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const LIST = `GET ${eventsApi.list.path}`;
const CURRENT = `GET ${eventsApi.current.path}`;
const page = (items: Event[], total = items.length) => json(200, { items, total, limit: 12, offset: 0 });
const person = (id: number) => ({ id, username: `user${id}`, display_name: null, image: null });

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

/** The non-dashboard list queries the page made. */
const listQueries = (calls: { path: string; query: Record<string, string> }[]) =>
  calls.filter((c) => c.path === eventsApi.list.path && !c.query.is_dashboard).map((c) => c.query);

describe('English Events', () => {
  it('shows skeletons, then cards with host, live status, title, language, level, tags and at most 4 faces', async () => {
    const { handler, answer } = heldAnswer();
    fakeApi({ [LIST]: handler, [CURRENT]: () => json(200, null) });
    renderApp(ROUTES.events);
    expect(await screen.findByRole('heading', { level: 1, name: 'English Events' })).toBeTruthy();
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    const crowd = [2, 3, 4, 5, 6, 7].map(person);
    act(() =>
      answer(() =>
        page([
          makeEvent({ is_live: true, participants: crowd, participants_count: 6, event_language: 'es', proficiency: 0 }),
          makeEvent({ event_id: 'e2', event_title: 'Geography', event_type: 'GEO_GAME', tags: [] }),
        ]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Events' });
    const first = within(list).getByRole('link', { name: /Small talk at work/ });
    expect(first.getAttribute('href')).toBe('/event/11111111-1111-4111-8111-111111111111');
    expect(within(first).getByText('Hosted by Tom Teacher')).toBeTruthy();
    expect(within(first).getByText('Live')).toBeTruthy();
    expect(within(first).getByText('Spanish')).toBeTruthy();
    expect(within(first).getByText('Level: Beginner')).toBeTruthy();
    expect(within(first).getByText('#work')).toBeTruthy();
    expect(within(first).getByText('6 people are going')).toBeTruthy();
    // Three faces and a "+3": the avatar group shows at most four.
    expect(within(first).getByText('+3')).toBeTruthy();
    const second = within(list).getByRole('link', { name: /Geography/ });
    expect(within(second).queryByText('Live')).toBeNull();
  });

  it('says "No events found" when nothing matches, with a way to clear the filters', async () => {
    const api = fakeApi({ [LIST]: () => page([]), [CURRENT]: () => json(200, null) });
    const router = renderApp(`${ROUTES.events}?level=0`);
    expect(await screen.findByText('No events found')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toEqual({ limit: '12', offset: '0' }));
  });

  it('shows "Page not found" with the error text when the list fails', async () => {
    fakeApi({ [LIST]: () => apiError(500, 'INTERNAL', 'An error has occurred'), [CURRENT]: () => json(200, null) });
    renderApp(ROUTES.events);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('An error has occurred')).toBeTruthy();
  });

  it('sends the filters and keeps them in the address', async () => {
    const api = fakeApi({ [LIST]: () => page([makeEvent()]), [CURRENT]: () => json(200, null) });
    const router = renderApp(ROUTES.events);
    await screen.findByText('Small talk at work');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Pictionary' }));
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Native' }));
    await waitFor(() =>
      expect(listQueries(api.calls).at(-1)).toEqual({ limit: '12', offset: '0', event_type: 'PICTIONARY', proficiency: '3' }),
    );
    expect(router.state.location.search).toBe('?type=PICTIONARY&level=3');
  });

  it('pages through the events', async () => {
    const api = fakeApi({ [LIST]: () => page([makeEvent()], 30), [CURRENT]: () => json(200, null) });
    const router = renderApp(ROUTES.events);
    await screen.findByText('Small talk at work');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(listQueries(api.calls).at(-1)).toEqual({ limit: '12', offset: '24' }));
  });

  it('shows the six "How it works" slides, moved by buttons and arrow keys', async () => {
    fakeApi({ [LIST]: () => page([]), [CURRENT]: () => json(200, null) });
    renderApp(ROUTES.events);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How it works' });
    expect(within(dialog).getByRole('group', { name: '1 of 6' }).textContent).toContain('What is an event?');
    await user.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(within(dialog).getByRole('group', { name: '2 of 6' }).textContent).toContain('What happens?');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('group', { name: '6 of 6' }).textContent).toContain('Meeting the same person again');
    await user.click(within(dialog).getByRole('button', { name: 'Go to slide 5' }));
    expect(within(dialog).getByRole('group', { name: '5 of 6' }).textContent).toContain('Camera');
  });
});

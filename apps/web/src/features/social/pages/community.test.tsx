import { ROUTES, socialApi, type CommunityPerson } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, heldAnswer, json, type Recorded } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced-callback.ts';

const COMMUNITY = `GET ${socialApi.community.path}`;
const person = (id: number, overrides: Partial<CommunityPerson> = {}): CommunityPerson => ({
  id,
  username: `user${id}`,
  display_name: null,
  full_name: `Person ${id}`,
  image: null,
  status: 'STUDENT',
  country: null,
  learning: [{ code: 'en', proficiency: 2 }],
  speaking: [{ code: 'es', proficiency: 4 }],
  followers_count: 1,
  ...overrides,
});
const page = (items: CommunityPerson[], total = items.length, offset = 0) => json(200, { items, total, limit: 12, offset });

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
  setSession(makeSession({ id: 1 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The community searches the page made, as the query each sent. */
const searches = (calls: Recorded[]) => calls.filter((c) => c.path === socialApi.community.path).map((c) => c.query);

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('community', () => {
  it('shows skeletons, then people with languages, levels, flags and follower counts, each linking to a profile', async () => {
    const { handler, answer } = heldAnswer();
    fakeApi({ [COMMUNITY]: handler });
    renderApp(ROUTES.dashboardCommunity);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    act(() => answer(() => page([person(2, { followers_count: 3 }), person(3, { status: 'TEACHER', display_name: 'Tea' })])));

    const results = await screen.findByRole('list', { name: 'People' });
    expect(screen.getByText('2 people found')).toBeTruthy();
    const link = within(results).getByRole('link', { name: /Person 2/ });
    expect(link.getAttribute('href')).toBe('/dashboard/community/2');
    expect(within(link).getByText('@user2 · Learner · 3 followers')).toBeTruthy();
    const languages = within(link).getByRole('list', { name: 'Languages of Person 2' });
    expect(within(languages).getByText('Speaks Spanish (level 4 of 4)')).toBeTruthy();
    expect(within(languages).getByText('Learns English (level 2 of 4)')).toBeTruthy();
    expect(languages.querySelector('img[src="/flags/es.svg"]')).toBeTruthy();
    expect(within(results).getByRole('link', { name: /Tea/ }).textContent).toContain('Teacher · 1 follower');
  });

  it('sends language, level and role as query parameters and keeps them in the address', async () => {
    const api = fakeApi({ [COMMUNITY]: () => page([person(2)]) });
    const router = renderApp(ROUTES.dashboardCommunity);
    await screen.findByText('Person 2');
    await choose('Language', 'German');
    await choose('Level', 'Advanced');
    await choose('Role', 'Teachers');
    await waitFor(() =>
      expect(searches(api.calls).at(-1)).toEqual({
        limit: '12',
        offset: '0',
        language: 'de',
        proficiency: '3',
        status: 'TEACHER',
      }),
    );
    expect(searches(api.calls)[0]).toEqual({ limit: '12', offset: '0' });
    expect(router.state.location.search).toBe('?language=de&level=3&role=teacher');

    // Back undoes the last filter, as the address keeps them.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?language=de&level=3'));
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Anyone');
    expect(screen.getByRole('combobox', { name: 'Level' }).textContent).toBe('Advanced');
  });

  it('searches by name once typing pauses, not on every key', async () => {
    const api = fakeApi({ [COMMUNITY]: () => page([person(2)]) });
    const router = renderApp(ROUTES.dashboardCommunity);
    await screen.findByText('Person 2');
    const started = Date.now();
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Ann');
    const named = () => searches(api.calls).filter((q) => 'query' in q);
    expect(named()).toEqual([]);
    await waitFor(() => expect(named()).toEqual([{ limit: '12', offset: '0', query: 'Ann' }]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('?name=Ann');
  });

  it('reads the filters from the address on load and shows them', async () => {
    const api = fakeApi({ [COMMUNITY]: () => page([person(2)]) });
    renderApp(`${ROUTES.dashboardCommunity}?name=Sam&language=es&level=4&role=student`);
    await screen.findByText('Person 2');
    expect(searches(api.calls)).toEqual([
      { limit: '12', offset: '0', query: 'Sam', language: 'es', proficiency: '4', status: 'STUDENT' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value).toBe('Sam');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Spanish');
    expect(screen.getByRole('combobox', { name: 'Level' }).textContent).toBe('Native or fluent');
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Learners');
  });

  it('says "No people found" with a hint, and Clear filters shows everyone again', async () => {
    const api = fakeApi({ [COMMUNITY]: () => page([]) });
    const router = renderApp(`${ROUTES.dashboardCommunity}?name=nobody`);
    expect(await screen.findByRole('heading', { name: 'No people found' })).toBeTruthy();
    expect(screen.getByText('Try another name, language or level.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(searches(api.calls).at(-1)).toEqual({ limit: '12', offset: '0' }));
  });

  it('shows the error text when the search fails', async () => {
    fakeApi({ [COMMUNITY]: () => apiError(422, 'VALIDATION_ERROR', 'This language is not one we know') });
    renderApp(ROUTES.dashboardCommunity);
    expect(await screen.findByText('This language is not one we know')).toBeTruthy();
  });

  it('pages with "See more" from where the last page ended', async () => {
    const api = fakeApi({
      [COMMUNITY]: (request) =>
        request.query.offset === '0'
          ? page(
              Array.from({ length: 12 }, (_, i) => person(i + 10)),
              13,
            )
          : page([person(99)], 13, 12),
    });
    renderApp(ROUTES.dashboardCommunity);
    await screen.findByText('Person 10');
    await userEvent.setup().click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByText('Person 99')).toBeTruthy();
    expect(searches(api.calls).at(-1)).toEqual({ limit: '12', offset: '12' });
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });
});

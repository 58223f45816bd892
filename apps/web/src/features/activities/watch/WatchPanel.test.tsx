import { activitiesApi, type WatchView } from '@parley/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { resetApp } from '../../../test/reset-app.ts';
import { WatchPanel } from './WatchPanel.tsx';

const browser = { session_id: 'hb-1', embed_url: 'https://abc.hyperbeam.com/hb-1?token=viewer' };
const view = (overrides: Partial<WatchView> = {}): WatchView => ({
  type: 'HYPERBEAM',
  source: null,
  playback: null,
  browser,
  ...overrides,
});
const show = (watch: WatchView, isHost: boolean) =>
  render(
    <QueryClientProvider client={queryClient}>
      <WatchPanel eventId="event-1" roomId="room-1" view={watch} isHost={isHost} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('WatchPanel', () => {
  it("shows the room's shared browser to everyone, and lets a host close it", async () => {
    const api = fakeApi({
      [`GET ${activitiesApi.watchGet.path}`]: () =>
        json(200, { room_id: 'room-1', view: view(), server_now: new Date().toISOString() }),
      [`DELETE ${activitiesApi.watchSessionDelete.path}`]: () =>
        json(200, { room_id: 'room-1', view: view({ browser: null }), server_now: new Date().toISOString() }),
    });
    show(view(), true);
    expect(screen.getByTitle("The room's shared browser").getAttribute('src')).toBe(browser.embed_url);
    expect(screen.queryByRole('textbox', { name: 'Video link' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the shared browser' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')!.query).toEqual({ event_id: 'event-1', session_id: 'hb-1' });
  });

  it('gives a learner the browser without the close button, and without one the wait for a video', () => {
    fakeApi({});
    const { unmount } = show(view(), false);
    expect(screen.getByTitle("The room's shared browser")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close the shared browser' })).toBeNull();
    unmount();
    show(view({ browser: null }), false);
    expect(screen.getByRole('status').textContent).toBe('Waiting for the host to share a video.');
    expect(screen.queryByRole('textbox', { name: 'Video link' })).toBeNull();
  });

  it('checks a host’s link before sending it', async () => {
    const api = fakeApi({});
    show(view({ browser: null }), true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Video link' }), 'https://example.com/page.html');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/^Share a YouTube link or a link to a video or audio file/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

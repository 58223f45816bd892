import { RECORD_PREFIX, recordingsApi, ROUTES, type RecordingListItem } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, heldAnswer, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const LIST = `GET ${recordingsApi.list.path}`;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const recording = (id: number, overrides: Partial<RecordingListItem> = {}): RecordingListItem => ({
  id,
  created_at: '2026-11-20T10:30:00.000Z',
  duration: 65,
  processing_status: 'PROCESSED',
  locked: false,
  test_myself: false,
  event_id: null,
  event_title: null,
  words_per_minute: null,
  findings: null,
  ...overrides,
});

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1 }));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recordings page', () => {
  it('shows skeletons, then each recording with its length, state, marks, event and a link to its feedback', async () => {
    const { handler, answer } = heldAnswer();
    fakeApi({ [LIST]: handler });
    renderApp(ROUTES.dashboardFeedback);
    expect(await screen.findByRole('heading', { level: 1, name: 'Speaking feedback' })).toBeTruthy();
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    act(() =>
      answer(() =>
        json(200, {
          items: [
            recording(3, { processing_status: 'PROCESSING', duration: 7.4 }),
            recording(2, { locked: true, test_myself: true }),
            recording(1, { processing_status: 'FAILED', event_id: 'e1', event_title: 'Talking about travel' }),
          ],
          total: 3,
        }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'My recordings' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/feedback/3',
      '/dashboard/feedback/2',
      '/dashboard/feedback/1',
    ]);
    expect(within(links[0]!).getByRole('img', { name: 'Processing' })).toBeTruthy();
    expect(within(links[0]!).getByText('00:07')).toBeTruthy();
    expect(within(links[1]!).getByRole('img', { name: 'Feedback ready' })).toBeTruthy();
    expect(within(links[1]!).getByText('01:05')).toBeTruthy();
    expect(within(links[1]!).getByText('Locked')).toBeTruthy();
    expect(within(links[1]!).getByText('Test myself')).toBeTruthy();
    expect(within(links[2]!).getByRole('img', { name: 'Failed' })).toBeTruthy();
    expect(within(links[2]!).getByText('Conversation in Talking about travel')).toBeTruthy();
    expect(within(links[1]!).queryByText(/^Conversation in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('loads 10 at a time and 10 more per "See more"', async () => {
    const all = Array.from({ length: 14 }, (_, i) => recording(14 - i));
    const api = fakeApi({
      [LIST]: ({ query }) => {
        const offset = Number(query.offset);
        return json(200, { items: all.slice(offset, offset + Number(query.limit)), total: all.length });
      },
    });
    renderApp(ROUTES.dashboardFeedback);
    const list = await screen.findByRole('list', { name: 'My recordings' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(14));
    expect(api.to('GET', recordingsApi.list.path).map((c) => c.query)).toEqual([
      { limit: '10', offset: '0' },
      { limit: '10', offset: '10' },
    ]);
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('deletes a recording once asked, Cancel focused first; a toast, the list refreshed, the focus on its heading', async () => {
    let items = [recording(2), recording(1)];
    const api = fakeApi({
      [LIST]: () => json(200, { items, total: items.length }),
      [`DELETE ${RECORD_PREFIX}/2`]: () => {
        items = [recording(1)];
        return json(200, { ok: true });
      },
    });
    renderApp(ROUTES.dashboardFeedback);
    const list = await screen.findByRole('list', { name: 'My recordings' });
    await userEvent.click(within(list).getAllByRole('button', { name: /^Delete the recording of/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    expect(within(dialog).getByText(/is not given back/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByText('Recording deleted')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My recordings' })));
    expect(api.to('DELETE', `${RECORD_PREFIX}/2`)).toHaveLength(1);
  });

  it('says so when there are no recordings yet', async () => {
    fakeApi({ [LIST]: () => json(200, { items: [], total: 0 }) });
    renderApp(ROUTES.dashboardFeedback);
    expect(await screen.findByText('You have no recordings at the moment')).toBeTruthy();
  });

  it('shows the error text when the list fails', async () => {
    fakeApi({ [LIST]: () => apiError(500, 'INTERNAL', 'The server is having a rest') });
    renderApp(ROUTES.dashboardFeedback);
    expect(await screen.findByText('The server is having a rest')).toBeTruthy();
  });

  it('offers the microphone check first, with Record not yet there', async () => {
    fakeApi({ [LIST]: () => json(200, { items: [], total: 0 }) });
    renderApp(ROUTES.dashboardFeedback);
    expect(await screen.findByRole('button', { name: 'Turn on microphone' })).toBeTruthy();
    expect(screen.getByText('Microphone is off', { selector: '[role="status"]' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
  });

  it('opens the unsupported-browser dialog for a browser it does not know, whose button leaves', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    );
    fakeApi({ [LIST]: () => json(200, { items: [], total: 0 }) });
    const router = renderApp(ROUTES.dashboardFeedback);
    const dialog = await screen.findByRole('dialog', { name: 'Unsupported Browser or Device Detected' });
    expect(within(dialog).getByText(/only in Chrome or Firefox on a Windows PC or an Apple Mac/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on microphone', hidden: true }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit and Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.events));
  });
});

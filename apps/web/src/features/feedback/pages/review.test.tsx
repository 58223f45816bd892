import { recordingsApi, reviewApi, ROUTES, socialApi, type Recording, type ReviewRequest } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const REQUESTS = `GET ${reviewApi.list.path}`;
const request = (id: number, name: string, status: ReviewRequest['status'] = 'accepted'): ReviewRequest => ({
  recording_id: id,
  student_display_name: name,
  created_at: '2026-11-20T10:30:00.000Z',
  status,
});

beforeEach(() => resetApp());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recordings to review (teachers)', () => {
  beforeEach(() => setSession(makeSession({ id: 7, status: 'TEACHER' })));

  it('lists what students sent, searches by name, sorts by date, and toggles reviewed at once', async () => {
    const api = fakeApi({
      [REQUESTS]: ({ query }) =>
        json(200, query.search === 'ann' ? [request(1, 'Ann Lee')] : [request(2, 'Bo Kim', 'reviewed'), request(1, 'Ann Lee')]),
      'PUT /api/v1/extensions/revision/review_requests/1': () => json(200, request(1, 'Ann Lee', 'reviewed')),
    });
    renderApp(ROUTES.dashboardFeedback);
    const list = await screen.findByRole('list', { name: 'Recordings to review' });
    expect(
      within(list)
        .getByRole('link', { name: /Bo Kim/ })
        .getAttribute('href'),
    ).toBe('/dashboard/feedback/2');
    expect(within(list).getByRole('button', { name: 'Bo Kim: Reviewed. Change' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(list).getByRole('button', { name: 'Ann Lee: To Review. Change' }));
    expect(await within(list).findByRole('button', { name: 'Ann Lee: Reviewed. Change' })).toBeTruthy();
    expect(api.to('PUT', '/api/v1/extensions/revision/review_requests/1')[0]!.body).toEqual({ reviewed: true });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by student name' }), 'ann');
    await waitFor(() => expect(api.to('GET', reviewApi.list.path).some((c) => c.query.search === 'ann')).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by date' }));
    await userEvent.click(screen.getByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(api.to('GET', reviewApi.list.path).some((c) => c.query.sort === 'oldest')).toBe(true));
  });

  it('puts the status back when the server refuses the change, and says so', async () => {
    fakeApi({
      [REQUESTS]: () => json(200, [request(1, 'Ann Lee')]),
      'PUT /api/v1/extensions/revision/review_requests/1': () => apiError(404, 'NOT_FOUND', 'This review request does not exist'),
    });
    renderApp(ROUTES.dashboardFeedback);
    await userEvent.click(await screen.findByRole('button', { name: 'Ann Lee: To Review. Change' }));
    expect(await screen.findByText('This review request does not exist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ann Lee: To Review. Change' })).toBeTruthy();
  });

  it('says so when nothing was sent', async () => {
    fakeApi({ [REQUESTS]: () => json(200, []) });
    renderApp(ROUTES.dashboardFeedback);
    expect(await screen.findByText('No Feedback Requests Found')).toBeTruthy();
  });
});

describe('asking a teacher (learners)', () => {
  const processed: Recording = {
    id: 5,
    created_at: '2026-11-20T10:30:00.000Z',
    duration: 12,
    processing_status: 'PROCESSED',
    locked: false,
    test_myself: false,
    event_id: null,
    event_title: null,
    received: [0, 1],
    review: null,
    notice: null,
    feedback: { processed_audio_url: null, transcript_url: null, processed: true, chunks: [], fluency: null },
  };

  it('finds a teacher by name and sends the recording; then shows where it stands', async () => {
    setSession(makeSession({ id: 1, status: 'STUDENT', plan: 'basic' }));
    const api = fakeApi({
      [`GET ${recordingsApi.get.path.replace('{recordingId}', '5')}`]: () => json(200, processed),
      [`GET ${socialApi.community.path}`]: () =>
        json(200, {
          items: [
            {
              id: 9,
              username: 'tess',
              display_name: 'Tess Teacher',
              full_name: 'Tess Teacher',
              image: null,
              status: 'TEACHER',
              country: null,
              learning: [],
              speaking: [],
              followers_count: 3,
            },
          ],
          total: 1,
          limit: 10,
          offset: 0,
        }),
      [`POST ${reviewApi.request.path.replace('{recordingId}', '5')}`]: () =>
        json(200, { ...request(5, 'Me'), status: 'accepted' }),
    });
    renderApp('/dashboard/feedback/5');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Teacher' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tess Teacher' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to teacher' }));
    expect(await screen.findByText(/Sent to a teacher: To Review · Tess Teacher/)).toBeTruthy();
    expect(api.to('POST', reviewApi.request.path.replace('{recordingId}', '5'))[0]!.body).toEqual({ teacher_id: 9 });
    expect(api.to('GET', socialApi.community.path)[0]!.query.status).toBe('TEACHER');
  });

  it('lets its learner delete it, once asked, and goes back to their recordings (ADR 0090)', async () => {
    setSession(makeSession({ id: 1, status: 'STUDENT', plan: 'basic' }));
    const one = recordingsApi.get.path.replace('{recordingId}', '5');
    const api = fakeApi({
      [`GET ${one}`]: () => json(200, processed),
      [`DELETE ${one}`]: () => json(200, { ok: true }),
      [`GET ${recordingsApi.list.path}`]: () => json(200, { items: [], total: 0 }),
    });
    const router = renderApp('/dashboard/feedback/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByText('Recording deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.dashboardFeedback));
    expect(api.to('DELETE', one)).toHaveLength(1);
  });
});

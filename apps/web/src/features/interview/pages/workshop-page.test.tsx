import { authApi, interviewApi, ROUTES, speechApi, type AskedQuestion, type InterviewSession } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const trackStop = vi.fn();
const recording = { pause: vi.fn(), resume: vi.fn(), end: vi.fn(async () => undefined), send: vi.fn(async () => ({})) };

// The microphone and the recording's uploads are the browser's and the recordings feature's: stood in for here.
vi.mock('../../recordings/lib/recorder-media.ts', async (original) => ({
  ...(await original<object>()),
  openRecorderMedia: async () => ({
    stream: { getTracks: () => [{ stop: trackStop }] },
    context: { close: async () => undefined },
    analyser: null,
    format: { kind: 'wav' },
  }),
}));
vi.mock('../../../entities/recording/lib/recording-session.ts', () => ({
  startRecordingSession: async () => ({ id: 77, retry: vi.fn(), discard: vi.fn(async () => undefined), ...recording }),
}));

const question = (counter: number, extra: Partial<AskedQuestion> = {}): AskedQuestion => ({
  counter,
  text: `Question number ${counter + 1}, tell me about it`,
  source: 'bank',
  bank_id: `IELTS-00${counter}`,
  kind: 'Part 1',
  cue_card: [],
  difficulty: 0.5,
  at_seconds: 0,
  ...extra,
});
const sessionAt = (counter: number): InterviewSession => ({
  id: 5,
  workshop: 'ielts',
  recording_id: 77,
  difficulty: 0.5,
  counter,
  questions: Array.from({ length: counter + 1 }, (_, c) =>
    question(c, c === 1 ? { kind: 'Part 2', cue_card: ['where it was', 'who was there', 'what you did', 'why'] } : {}),
  ),
  processing_status: 'RECORDING',
  created_at: '2026-11-20T10:30:00.000Z',
});

const path = (endpoint: { path: string }, params: Record<string, number> = {}) =>
  endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

function proApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    [`GET ${authApi.me.path}`]: () => json(200, makeUser({ plan: 'pro' })),
    [`POST ${speechApi.tts.path}`]: () => json(200, { tts_url: '/media/tts/q.mp3' }),
    [`POST ${interviewApi.createSession.path}`]: () => json(201, sessionAt(0)),
    [`POST ${path(interviewApi.next, { sessionId: 5 })}`]: ({ body }) =>
      json(200, sessionAt((body as { counter: number }).counter)),
    [`GET ${path(interviewApi.followUp, { recordingId: 77 })}`]: () =>
      json(200, { questions: [{ question: 'You said you like cats: why?' }], source: 'local' }),
    ...extra,
  });
}

async function startSession() {
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on microphone' }));
  const start = await screen.findByRole('button', { name: 'Start Now' });
  await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
  await userEvent.click(start);
  return screen.findByTestId('question-text');
}

beforeEach(() => {
  resetApp();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  trackStop.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('workshop page', () => {
  it('shows a free learner the plans, where Pro and Team include it and Upgrade leads to pricing', async () => {
    setSession(makeSession({ plan: 'free' }));
    fakeApi({ [`GET ${authApi.me.path}`]: () => json(200, makeUser({ plan: 'free' })) });
    const router = renderApp('/workshop/ielts');
    const dialog = await screen.findByRole('dialog', { name: 'Interview practice is in Pro and Team' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['FreeNot included', 'BasicNot included', 'ProIncluded', 'TeamIncluded']);
    expect(screen.queryByRole('button', { name: 'Start Now', hidden: true })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.pricing));
  });

  it('answers any other workshop with Page not found', async () => {
    setSession(makeSession({ plan: 'pro' }));
    proApi();
    renderApp('/workshop/nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('enables Start Now once the microphone check passed, with the slider from 0 to 1 starting at 0.5', async () => {
    setSession(makeSession({ plan: 'pro' }));
    proApi();
    renderApp('/workshop/ielts');
    expect((await screen.findByRole('button', { name: 'Start Now' })).hasAttribute('disabled')).toBe(true);
    const slider = screen.getByRole('slider', { name: 'Question style' });
    expect(slider.getAttribute('type')).toBe('range');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '1', '0.1']);
    expect(slider.getAttribute('aria-valuetext')).toBe('0.5 of 1, between Part 1 and Part 2 & 3');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on microphone' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Now' }).hasAttribute('disabled')).toBe(false));
  });

  it('runs six steps: follow-ups asked at the third, Submit at the last, then the processing dialog leads to the feedback', async () => {
    setSession(makeSession({ plan: 'pro' }));
    const api = proApi();
    const router = renderApp('/workshop/ielts');
    expect((await startSession()).textContent).toBe('Question number 1, tell me about it');
    expect(api.to('POST', interviewApi.createSession.path).map((c) => c.body)).toEqual([
      { workshop: 'ielts', recording_id: 77, difficulty: 0.5 },
    ]);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Question 1, current');
    expect(api.to('POST', speechApi.tts.path)[0]?.body).toEqual({
      text: 'Question number 1, tell me about it',
      accent: 'en-GB',
      gender: 'MALE',
    });

    const next = () => userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await next();
    await screen.findByText('Question number 2, tell me about it');
    expect(within(screen.getByRole('list', { name: 'You should say:' })).getAllByRole('listitem')).toHaveLength(4);
    expect(api.to('GET', path(interviewApi.followUp, { recordingId: 77 }))).toHaveLength(0);
    await next();
    await screen.findByText('Question number 3, tell me about it');
    await waitFor(() => expect(api.to('GET', path(interviewApi.followUp, { recordingId: 77 }))).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(recording.pause).toHaveBeenCalled();
    await next();
    await next();
    await next();
    await screen.findByText('Question number 6, tell me about it');
    const bodies = api.to('POST', path(interviewApi.next, { sessionId: 5 })).map((c) => c.body as { counter: number });
    expect(bodies.map((b) => b.counter)).toEqual([1, 2, 3, 4, 5]);
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Submit resumes a paused recording before it stops it.
    expect(recording.resume).toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Your recording is being processed…' });
    expect(recording.send).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'See my feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/feedback/77'));
  });

  it('answers the server’s plan refusal with the plans, and throws the recording away', async () => {
    setSession(makeSession({ plan: 'pro' }));
    proApi({
      [`POST ${interviewApi.createSession.path}`]: () => apiError(403, 'EXC_PLAN_REQUIRED', 'Interview practice is part of…'),
      [`DELETE /api/v1/extensions/revision/record/77`]: () => json(200, {}),
    });
    renderApp('/workshop/job-interview');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on microphone' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Now' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(await screen.findByRole('dialog', { name: 'Interview practice is in Pro and Team' })).toBeTruthy();
    expect(screen.queryByTestId('question-text')).toBeNull();
  });

  it('stops every microphone track when the page is left', async () => {
    setSession(makeSession({ plan: 'pro' }));
    proApi();
    const router = renderApp('/workshop/ielts');
    await startSession();
    expect(trackStop).not.toHaveBeenCalled();
    await act(() => router.navigate(ROUTES.events));
    await waitFor(() => expect(trackStop).toHaveBeenCalled());
  });
});

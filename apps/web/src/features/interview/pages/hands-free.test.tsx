import { authApi, interviewApi, speechApi, type InterviewSession, type RealtimeServerEvent } from '@parley/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';
import { HANDS_FREE_KEY } from '../lib/hands-free-preference.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const recording = { pause: vi.fn(), resume: vi.fn(), end: vi.fn(async () => undefined), send: vi.fn(async () => ({})) };

// The browser's microphone, audio graph and the recording's uploads are stood in for; the voice channel is the page's
// own code over a fake WebSocket (below), the server's side of it played by each test.
vi.mock('../../recordings/lib/recorder-media.ts', async (original) => ({
  ...(await original<object>()),
  openRecorderMedia: async () => ({
    stream: { getTracks: () => [{ stop: vi.fn() }] },
    context: { close: async () => undefined },
    analyser: null,
    format: { kind: 'wav' },
  }),
}));
vi.mock('../../../entities/recording/lib/recording-session.ts', () => ({
  startRecordingSession: async () => ({ id: 77, retry: vi.fn(), discard: vi.fn(async () => undefined), ...recording }),
}));
vi.mock('../../../lib/media/pcm16-stream.ts', () => ({
  startPcm16Stream: async (_stream: unknown, onChunk: (audio: string) => void) => {
    onChunk('AAAAAA==');
    return { stop: vi.fn() };
  },
}));

const SETTINGS = {
  driver: 'local',
  voice: 'alloy',
  turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 200, silence_duration_ms: 300 },
  temperature: 0.7,
  max_response_output_tokens: 800,
  input_audio_format: 'pcm16',
  sample_rate: 16_000,
  turn_patience_ms: 2400,
  min_answer_speech_ms: 1500,
} as const;

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: { type: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close() {
    this.readyState = 3;
  }
  /** Accepts the socket and answers its session update, as the server does. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
    this.say({ type: 'session.updated', session: SETTINGS });
  }
  say(event: RealtimeServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  asked = () => this.sent.filter((m) => m.type === 'examiner.question_asked').length;
}

const sessionAt = (counter: number): InterviewSession => ({
  id: 5,
  workshop: 'job-interview',
  recording_id: 77,
  difficulty: 0.5,
  counter,
  questions: Array.from({ length: counter + 1 }, (_, c) => ({
    counter: c,
    text: `Question number ${c + 1}`,
    source: 'bank' as const,
    bank_id: `JOB-00${c}`,
    kind: 'Capability',
    cue_card: [],
    difficulty: 0.5,
    at_seconds: 0,
  })),
  processing_status: 'RECORDING',
  created_at: '2026-11-20T10:30:00.000Z',
});

const NEXT = interviewApi.next.path.replace('{sessionId}', '5');

function proApi({ ttsFails = false } = {}) {
  return fakeApi({
    [`GET ${authApi.me.path}`]: () => json(200, makeUser({ plan: 'pro' })),
    [`POST ${speechApi.tts.path}`]: () =>
      ttsFails ? apiError(503, 'TTS_UNAVAILABLE', 'No voice') : json(200, { tts_url: '/q.mp3' }),
    [`POST ${interviewApi.createSession.path}`]: () => json(201, sessionAt(0)),
    [`POST ${NEXT}`]: ({ body }) => json(200, sessionAt((body as { counter: number }).counter)),
    [`GET ${interviewApi.followUp.path.replace('{recordingId}', '77')}`]: () => json(200, { questions: [], source: 'local' }),
  });
}

/** The workshop started with hands-free already on (stored), the channel accepted: answers the socket. */
async function startHandsFree() {
  localStorage.setItem(HANDS_FREE_KEY, 'true');
  renderApp('/workshop/job-interview');
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on microphone' }));
  const start = await screen.findByRole('button', { name: 'Start Now' });
  await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
  await userEvent.click(start);
  await screen.findByText('Question number 1');
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0]!;
  expect(screen.getByTestId('hands-free-status').textContent).toBe('Connecting…');
  act(() => socket.accept());
  await waitFor(() => expect(screen.getByTestId('hands-free-status').textContent).toBe('Listening…'));
  return socket;
}

/** The examiner's voice for the question on screen finishes. */
const voiceEnds = async () => fireEvent.ended(await screen.findByTestId('examiner-audio'));
const step = () => screen.getByRole('list', { name: /^Question \d of 6$/ }).getAttribute('aria-label');

beforeEach(() => {
  resetApp();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setSession(makeSession({ plan: 'pro' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hands-free', () => {
  it('is off by default, described, and remembered on the device once turned on', async () => {
    proApi();
    renderApp('/workshop/job-interview');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on microphone' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Now' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Start Now' }));
    const toggle = await screen.findByRole('switch', {
      name: 'Hands-free',
      description: 'The examiner listens and asks the next question when you finish an answer.',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(FakeSocket.all).toHaveLength(0);
    await userEvent.click(toggle);
    expect(localStorage.getItem(HANDS_FREE_KEY)).toBe('true');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(new URL(FakeSocket.all[0]!.url).searchParams.get('recording_id')).toBe('77');
  });

  it('tells the examiner the question was asked when the voice ends, and moves on once when the answer ends', async () => {
    const api = proApi();
    const socket = await startHandsFree();
    expect(socket.sent.map((m) => m.type).slice(0, 2)).toEqual(['session.update', 'input_audio_buffer.append']);
    expect(socket.asked()).toBe(0);
    await voiceEnds();
    expect(socket.asked()).toBe(1);
    act(() => socket.say({ type: 'input_audio_buffer.speech_started', audio_start_ms: 500 }));
    expect(screen.getByTestId('hands-free-status').textContent).toBe('You are speaking');
    act(() => socket.say({ type: 'examiner.turn_ended', answer_ms: 6000, speech_ms: 3000 }));
    await screen.findByText('Question number 2');
    expect(api.to('POST', NEXT).map((c) => (c.body as { counter: number }).counter)).toEqual([1]);
    expect(step()).toBe('Question 2 of 6');
    // The new question is being read: the examiner is told only when it has been.
    expect(socket.asked()).toBe(1);
    await voiceEnds();
    expect(socket.asked()).toBe(2);
  });

  it('ignores an answer’s end while paused and listens for the answer again', async () => {
    const api = proApi();
    const socket = await startHandsFree();
    await voiceEnds();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => socket.say({ type: 'examiner.turn_ended', answer_ms: 6000, speech_ms: 3000 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.to('POST', NEXT)).toHaveLength(0);
    expect(step()).toBe('Question 1 of 6');
    expect(socket.asked()).toBe(2);
  });

  it('at the last question only says so, never submits; with no voice the answer starts at once', async () => {
    const api = proApi({ ttsFails: true });
    const socket = await startHandsFree();
    // The voice failed: the question was asked as soon as the examiner listened.
    await waitFor(() => expect(socket.asked()).toBe(1));
    for (let counter = 1; counter <= 5; counter += 1) {
      act(() => socket.say({ type: 'examiner.turn_ended', answer_ms: 6000, speech_ms: 3000 }));
      await screen.findByText(`Question number ${counter + 1}`);
      await waitFor(() => expect(socket.asked()).toBe(counter + 1));
    }
    expect(api.to('POST', NEXT)).toHaveLength(5);
    act(() => socket.say({ type: 'examiner.turn_ended', answer_ms: 6000, speech_ms: 3000 }));
    expect(await screen.findByText('That was the last question. Press Submit when you are ready.')).toBeTruthy();
    expect(api.to('POST', NEXT)).toHaveLength(5);
    expect(recording.send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('says hands-free is unavailable when the channel drops, and Next question still works', async () => {
    const api = proApi();
    const socket = await startHandsFree();
    act(() => socket.onclose?.());
    expect(await screen.findByText('Hands-free is unavailable. Please use the buttons.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await screen.findByText('Question number 2');
    expect(api.to('POST', NEXT)).toHaveLength(1);
  });
});

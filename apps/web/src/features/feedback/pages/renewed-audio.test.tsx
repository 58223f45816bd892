import { recordingsApi, type Recording } from '@parley/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const signed = (token: string) => `/api/v1/sdk/storage/files/rec5-audio?expires=1&token=${token}`;
const recording = (audio: string): Recording => ({
  id: 5,
  created_at: '2026-11-20T10:30:00.000Z',
  duration: 600,
  processing_status: 'PROCESSED',
  locked: false,
  test_myself: false,
  event_id: null,
  event_title: null,
  received: [0],
  review: null,
  notice: null,
  feedback: { processed_audio_url: audio, transcript_url: null, processed: true, chunks: [], fluency: null },
});

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1, status: 'STUDENT', plan: 'basic' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the recording’s audio and its expiring address (ADR 0080)', () => {
  it('keeps playing the address it loaded, and on its failure takes up a fresh one where it was', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    let answer = recording(signed('first'));
    const api = fakeApi({ [`GET ${recordingsApi.get.path.replace('{recordingId}', '5')}`]: () => json(200, answer) });
    renderApp('/dashboard/feedback/5');
    const audio = await screen.findByLabelText<HTMLAudioElement>('Your recording');
    expect(audio.getAttribute('src')).toBe(signed('first'));

    // The page renews the recording's addresses while it is open; the audio playing keeps its own.
    const recordingPath = recordingsApi.get.path.replace('{recordingId}', '5');
    answer = recording(signed('second'));
    await queryClient.refetchQueries({ queryKey: ['recordings', 'one', 5] });
    expect(api.to('GET', recordingPath)).toHaveLength(2);
    expect(audio.getAttribute('src')).toBe(signed('first'));

    // Listening at 4:00 when it expires: the page asks for the recording again and plays on from the fresh address.
    answer = recording(signed('third'));
    fireEvent.play(audio);
    audio.currentTime = 240;
    fireEvent.error(audio);
    await waitFor(() => expect(audio.getAttribute('src')).toBe(signed('third')));
    expect(api.to('GET', recordingPath)).toHaveLength(3);

    audio.currentTime = 0;
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(240);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

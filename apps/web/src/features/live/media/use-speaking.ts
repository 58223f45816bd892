import { useEffect, useState } from 'react';
import { loudnessMeter, SPEAKING_LEVEL } from '../../../lib/media/loudness.ts';

const CHECK_MS = 150;

/**
 * One AudioContext for every tile's meter, closed when the last one stops: each context holds an audio output of its
 * own, and a room of eight or more opened more than the browser carries (Chromium's audio process at 40 % of a core,
 * then "the AudioContext encountered an error from the audio device").
 */
let shared: { context: AudioContext; meters: number } | null = null;

function sharedContext(): AudioContext {
  shared ??= { context: new AudioContext(), meters: 0 };
  shared.meters++;
  return shared.context;
}

function releaseContext(): void {
  if (!shared || --shared.meters > 0) return;
  void shared.context.close();
  shared = null;
}

/** Whether the stream's audio is loud now, from a WebAudio analyser; false without audio or AudioContext. */
export function useSpeaking(stream: MediaStream | null, enabled = true): boolean {
  const [speaking, setSpeaking] = useState(false);
  const track = stream?.getAudioTracks()[0];

  useEffect(() => {
    if (!track || !enabled || typeof AudioContext === 'undefined') return;
    const loudness = loudnessMeter(sharedContext(), track);
    const timer = setInterval(() => setSpeaking(loudness() > SPEAKING_LEVEL), CHECK_MS);
    return () => {
      clearInterval(timer);
      setSpeaking(false);
      loudness.stop();
      releaseContext();
    };
  }, [track, enabled]);

  return speaking;
}

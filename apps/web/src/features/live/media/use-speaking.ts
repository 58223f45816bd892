import { useEffect, useState } from 'react';
import { loudnessMeter, SPEAKING_LEVEL } from '../../../lib/media/loudness.ts';

const CHECK_MS = 150;

/** Whether the stream's audio is loud now, from a WebAudio analyser; false without audio or AudioContext. */
export function useSpeaking(stream: MediaStream | null, enabled = true): boolean {
  const [speaking, setSpeaking] = useState(false);
  const track = stream?.getAudioTracks()[0];

  useEffect(() => {
    if (!track || !enabled || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const loudness = loudnessMeter(context, track);
    const timer = setInterval(() => setSpeaking(loudness() > SPEAKING_LEVEL), CHECK_MS);
    return () => {
      clearInterval(timer);
      setSpeaking(false);
      void context.close();
    };
  }, [track, enabled]);

  return speaking;
}

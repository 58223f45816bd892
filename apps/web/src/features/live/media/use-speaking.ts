import { useEffect, useState } from 'react';

/** Loudness (0–1 RMS) above which someone counts as speaking. */
const SPEAKING_LEVEL = 0.04;
const FFT_SIZE = 2048;
const CHECK_MS = 150;

/** Whether the stream's audio is loud now, from a WebAudio analyser; false without audio or AudioContext. */
export function useSpeaking(stream: MediaStream | null, enabled = true): boolean {
  const [speaking, setSpeaking] = useState(false);
  const track = stream?.getAudioTracks()[0];

  useEffect(() => {
    if (!track || !enabled || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = FFT_SIZE;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      setSpeaking(Math.sqrt(sum / samples.length) > SPEAKING_LEVEL);
    }, CHECK_MS);
    return () => {
      clearInterval(timer);
      setSpeaking(false);
      void context.close();
    };
  }, [track, enabled]);

  return speaking;
}

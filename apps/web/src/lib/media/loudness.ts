/** Loudness (0–1 RMS) above which someone counts as speaking. */
export const SPEAKING_LEVEL = 0.04;
const FFT_SIZE = 2048;

/**
 * How loud an audio track is now (0–1 RMS), read from a WebAudio analyser in `context` whenever asked; `stop` takes
 * the track out of a context that goes on serving others.
 */
export function loudnessMeter(context: AudioContext, track: MediaStreamTrack): (() => number) & { stop(): void } {
  const analyser = context.createAnalyser();
  analyser.fftSize = FFT_SIZE;
  const source = context.createMediaStreamSource(new MediaStream([track]));
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const level = () => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const s of samples) sum += s * s;
    return Math.sqrt(sum / samples.length);
  };
  return Object.assign(level, { stop: () => source.disconnect() });
}

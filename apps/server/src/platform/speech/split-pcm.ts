import { SAMPLE_RATE } from './wav.ts';

const WINDOW = SAMPLE_RATE / 10;

/** Energy of the 100 ms window starting at sample `at`. */
function energy(samples: Int16Array, at: number): number {
  let sum = 0;
  for (let i = at; i < Math.min(samples.length, at + WINDOW); i++) sum += samples[i]! * samples[i]!;
  return sum;
}

/**
 * Cuts 16 kHz 16-bit PCM into pieces of at most `maxSeconds`, each cut in the quietest 100 ms of the piece's last
 * quarter (a pause between words, usually), so a long recording is decoded as several utterances of bounded size.
 * Returns [startSample, endSample) pairs covering the audio.
 */
export function splitPcm(pcm: Uint8Array, maxSeconds: number): [number, number][] {
  const aligned = pcm.byteOffset % 2 === 0 ? pcm : pcm.slice();
  const samples = new Int16Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.byteLength / 2));
  const max = Math.max(WINDOW * 4, Math.floor(maxSeconds * SAMPLE_RATE));
  const pieces: [number, number][] = [];
  let start = 0;
  while (samples.length - start > max) {
    let best = start + max - WINDOW;
    let bestEnergy = Infinity;
    for (let at = start + Math.floor((max * 3) / 4); at + WINDOW <= start + max; at += WINDOW / 2) {
      const e = energy(samples, at);
      if (e < bestEnergy) [best, bestEnergy] = [at, e];
    }
    const cut = best + WINDOW / 2;
    pieces.push([start, cut]);
    start = cut;
  }
  pieces.push([start, samples.length]);
  return pieces;
}

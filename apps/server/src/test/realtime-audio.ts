import { synthesizeFixture } from './speech-fixtures.ts';

const RATE = 16_000;
const FRAME_SAMPLES = RATE / 50;

/** The samples of a 16-bit PCM WAV (its data chunk, wherever the header puts it). */
export function wavSamples(wav: Uint8Array): Buffer {
  const bytes = Buffer.from(wav);
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4)) {
    if (bytes.toString('ascii', at, at + 4) === 'data') return bytes.subarray(at + 8, at + 8 + bytes.readUInt32LE(at + 4));
  }
  throw new Error('no data chunk in the WAV');
}

/** A quiet room (about -60 dBFS of noise, seeded so every run hears the same) rather than digital silence. */
export function roomNoise(ms: number, seed = 1): Buffer {
  const out = Buffer.alloc(Math.round((RATE * ms) / 1000) * 2);
  let state = seed;
  for (let i = 0; i < out.length; i += 2) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.writeInt16LE(Math.round((state / 2_147_483_648 - 0.5) * 60), i);
  }
  return out;
}

/** Where the speech in 16 kHz PCM16 really is: the first and last 20 ms frame louder than -45 dBFS. */
export function speechSpanMs(pcm: Buffer): { startMs: number; endMs: number } {
  const loud: number[] = [];
  for (let frame = 0; (frame + 1) * FRAME_SAMPLES * 2 <= pcm.length; frame += 1) {
    let sum = 0;
    for (let i = 0; i < FRAME_SAMPLES; i += 1) sum += (pcm.readInt16LE((frame * FRAME_SAMPLES + i) * 2) / 32768) ** 2;
    if (10 * Math.log10(sum / FRAME_SAMPLES + 1e-12) > -45) loud.push(frame);
  }
  if (!loud.length) throw new Error('no speech in the audio');
  return { startMs: loud[0]! * 20, endMs: (loud.at(-1)! + 1) * 20 };
}

/** A learner's answer as the browser would stream it: quiet, flite speaking (16 kHz), then quiet. */
export async function spokenAnswer(text: string, before: { ms: number }, after: { ms: number }) {
  const speech = wavSamples(await synthesizeFixture(text));
  const pcm = Buffer.concat([roomNoise(before.ms, 1), speech, roomNoise(after.ms, 2)]);
  return { pcm, speech: speechSpanMs(pcm) };
}

/** Cuts audio into the browser's 100 ms pieces. */
export function pieces(pcm: Buffer, ms = 100): Buffer[] {
  const size = (RATE * ms * 2) / 1000;
  const out: Buffer[] = [];
  for (let at = 0; at < pcm.length; at += size) out.push(pcm.subarray(at, at + size));
  return out;
}

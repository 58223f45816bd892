import { toPcm16 } from './wav.ts';

/**
 * Web Audio samples at the device's rate down to `outputRate`, in pieces of any length: each output sample is the
 * mean of the input samples it spans (a box filter, enough to keep speech's energy and stop the worst aliasing).
 */
export function createDownsampler(inputRate: number, outputRate: number) {
  const ratio = inputRate / outputRate;
  let carry = new Float32Array(0);
  /** The input index of carry[0], and the next output sample's index, since the start. */
  let carryStart = 0;
  let next = 0;
  return (input: Float32Array): Float32Array => {
    const samples = new Float32Array(carry.length + input.length);
    samples.set(carry);
    samples.set(input, carry.length);
    const end = carryStart + samples.length;
    const out: number[] = [];
    for (;;) {
      const from = Math.floor(next * ratio);
      const to = Math.max(from + 1, Math.floor((next + 1) * ratio));
      if (to > end) break;
      let sum = 0;
      for (let i = from; i < to; i += 1) sum += samples[i - carryStart]!;
      out.push(sum / (to - from));
      next += 1;
    }
    const keepFrom = Math.floor(next * ratio);
    carry = samples.slice(keepFrom - carryStart);
    carryStart = keepFrom;
    return Float32Array.from(out);
  };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Device audio in, base64 PCM16 (little-endian, mono, `outputRate`) out, one chunk per `chunkMs` of audio: what the
 * interview's voice channel sends as input_audio_buffer.append.
 */
export function createPcm16Chunker(inputRate: number, outputRate: number, chunkMs: number, onChunk: (base64: string) => void) {
  const downsample = createDownsampler(inputRate, outputRate);
  const chunkSamples = Math.round((outputRate * chunkMs) / 1000);
  let pending = new Float32Array(0);
  return (input: Float32Array) => {
    const fresh = downsample(input);
    const joined = new Float32Array(pending.length + fresh.length);
    joined.set(pending);
    joined.set(fresh, pending.length);
    let at = 0;
    for (; at + chunkSamples <= joined.length; at += chunkSamples)
      onChunk(toBase64(toPcm16(joined.subarray(at, at + chunkSamples))));
    pending = joined.slice(at);
  };
}

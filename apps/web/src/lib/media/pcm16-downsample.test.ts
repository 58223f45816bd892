import { describe, expect, it } from 'vitest';
import { createDownsampler, createPcm16Chunker } from './pcm16-downsample.ts';

const tone = (rate: number, seconds: number, hz = 200, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));

/** Feeds in pieces of the given sizes, as an AudioWorklet (128) or a ScriptProcessor (4096) would. */
function feed(push: (input: Float32Array) => unknown, samples: Float32Array, size: number) {
  for (let at = 0; at < samples.length; at += size) push(samples.subarray(at, at + size));
}

const decode = (base64: string) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return Array.from({ length: bytes.length / 2 }, (_, i) => new DataView(bytes.buffer).getInt16(i * 2, true));
};

describe('16 kHz PCM16 from device audio', () => {
  it.each([48_000, 44_100, 16_000])('downsamples %i Hz to 16 kHz, the same in pieces as at once, keeping a tone', (rate) => {
    const input = tone(rate, 1);
    const whole = createDownsampler(rate, 16_000)(input);
    const pieces: number[] = [];
    const down = createDownsampler(rate, 16_000);
    feed((p) => pieces.push(...down(p)), input, 128);
    expect(whole.length).toBeGreaterThanOrEqual(15_999);
    expect(whole.length).toBeLessThanOrEqual(16_000);
    expect(pieces).toHaveLength(whole.length);
    pieces.forEach((s, i) => expect(s).toBeCloseTo(whole[i]!, 5));
    // A 200 Hz tone keeps its peak (the box filter barely touches speech frequencies).
    const peak = Math.max(...whole.map(Math.abs));
    expect(peak).toBeGreaterThan(0.48);
    expect(peak).toBeLessThanOrEqual(0.5);
  });

  it('hands out base64 chunks of 100 ms of little-endian PCM16, clamping what is past full scale', () => {
    const chunks: string[] = [];
    const push = createPcm16Chunker(48_000, 16_000, 100, (c) => chunks.push(c));
    feed(
      push,
      Float32Array.from({ length: 48_000 * 0.25 }, (_, i) => (i < 4800 ? 2 : -0.25)),
      4096,
    );
    expect(chunks).toHaveLength(2);
    const first = decode(chunks[0]!);
    expect(first).toHaveLength(1600);
    expect(new Set(first)).toEqual(new Set([0x7fff]));
    expect(new Set(decode(chunks[1]!))).toEqual(new Set([-0x2000]));
  });
});

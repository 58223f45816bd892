import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWavSlicer, toPcm16, wavHeader } from './wav.ts';

const RATE = 16_000;
const sine = (seconds: number) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE));

/** Feeds the slicer as an AudioWorklet does, 128 frames at a time (interleaved when there are two channels). */
function sliceAll(samples: Float32Array, sliceSeconds: number, channels = 1): Uint8Array[] {
  const slicer = createWavSlicer(RATE, sliceSeconds * RATE, channels);
  const slices: Uint8Array[] = [];
  const block = 128 * channels;
  for (let i = 0; i < samples.length; i += block) slices.push(...slicer.push(samples.subarray(i, i + block)));
  const last = slicer.flush();
  return last ? [...slices, last] : slices;
}

/** What ffprobe reads in slices joined in order. */
function probe(slices: Uint8Array[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wav-')), 'joined.wav');
  writeFileSync(file, Buffer.concat(slices));
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels'],
    ...['-show_entries', 'format=duration', '-of', 'json', file],
  ]);
  return JSON.parse(String(out)) as {
    streams: { codec_name: string; sample_rate: string; channels: number }[];
    format: { duration: string };
  };
}

describe('WAV slices', () => {
  it('opens with a RIFF/WAVE header for 16-bit mono PCM', () => {
    const header = wavHeader(48_000);
    const text = (from: number, to: number) => String.fromCharCode(...header.subarray(from, to));
    expect(header.length).toBe(44);
    expect([text(0, 4), text(8, 12), text(12, 16), text(36, 40)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    const view = new DataView(header.buffer);
    expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 48_000, 16]);
  });

  it('turns samples into clamped little-endian 16-bit PCM', () => {
    const pcm = new DataView(toPcm16(Float32Array.from([0, 1, -1, 2, -0.5])).buffer);
    expect([0, 1, 2, 3, 4].map((i) => pcm.getInt16(i * 2, true))).toEqual([0, 32767, -32768, 32767, -16384]);
  });

  it('cuts slices of the asked length; only the first has a header; the rest comes on flush', () => {
    const slices = sliceAll(sine(2.5), 1);
    expect(slices.map((s) => s.length)).toEqual([44 + RATE * 2, RATE * 2, (RATE / 2) * 2]);
    expect(String.fromCharCode(...slices[1]!.subarray(0, 4))).not.toBe('RIFF');
  });

  it('makes slices that, joined in order, ffmpeg reads as the whole recording', () => {
    const info = probe(sliceAll(sine(7.3), 5));
    expect(info.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: String(RATE), channels: 1 });
    expect(Number(info.format.duration)).toBeCloseTo(7.3, 1);
  });

  it('slices a two-channel conversation by frames, with a two-channel header', () => {
    const left = sine(6.2);
    const interleaved = new Float32Array(left.length * 2);
    left.forEach((sample, i) => (interleaved[i * 2] = sample));
    const slices = sliceAll(interleaved, 5, 2);
    expect(slices[0]!.length).toBe(44 + RATE * 5 * 2 * 2);
    const info = probe(slices);
    expect(info.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', channels: 2 });
    expect(Number(info.format.duration)).toBeCloseTo(6.2, 1);
  });
});

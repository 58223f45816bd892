import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizeFixtureFile } from '../../test/speech-fixtures.ts';
import { createFfmpegConverter } from './ffmpeg-converter.ts';
import { UndecodableAudio } from './port.ts';

const converter = createFfmpegConverter();
/** What browsers upload: the fixture re-encoded by ffmpeg at 48 kHz stereo. */
const encode = (file: string, format: string, codec: string) =>
  new Uint8Array(
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', file, '-ar', '48000', '-ac', '2', '-c:a', codec, '-f', format, 'pipe:1']),
  );
const BROWSER_FORMATS = [
  ['webm', 'libopus'],
  ['ogg', 'libopus'],
  ['wav', 'pcm_s16le'],
] as const;

describe('ffmpeg audio converter', () => {
  let file: string;
  let expected: number;
  beforeAll(async () => {
    file = await synthesizeFixtureFile('i went to the market yesterday and bought some apples');
    expected = converter.durationSeconds(new Uint8Array(readFileSync(file)));
  });

  it('turns webm/opus and ogg/opus into 16 kHz mono 16-bit WAV of the same length', async () => {
    for (const [format, codec] of BROWSER_FORMATS) {
      const wav = await converter.toWav16kMono(encode(file, format, codec));
      const view = new DataView(wav.buffer, wav.byteOffset);
      expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
      expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 16_000, 16]);
      expect(converter.durationSeconds(wav)).toBeCloseTo(expected, 1);
    }
  });

  it('decodes from a point on, where the audio so far is long and only its tail is wanted', async () => {
    // 3 s of silence, a 0.2 s tone, 1 s of silence: from 2 s on, the tone starts 1 s in.
    const source = ['-f', 'lavfi', '-i', "aevalsrc='if(between(t,3,3.2),sin(2*PI*440*t),0)':s=48000:d=4.2"];
    for (const [format, codec] of BROWSER_FORMATS) {
      const input = new Uint8Array(
        execFileSync('ffmpeg', ['-loglevel', 'error', ...source, '-c:a', codec, '-f', format, 'pipe:1']),
      );
      const tail = await converter.toWav16kMono(input, { fromSeconds: 2 });
      const samples = new Int16Array(tail.slice(44).buffer);
      const onset = samples.findIndex((v) => Math.abs(v) > 3000) / 16_000;
      expect(onset, format).toBeCloseTo(1, 1);
      expect(converter.durationSeconds(tail), format).toBeCloseTo(2.2, 1);
    }
  });

  it('measures browser audio without decoding it, a WebM streamed without a duration in its header included', async () => {
    for (const [format, codec] of BROWSER_FORMATS) {
      expect(await converter.measureSeconds(encode(file, format, codec))).toBeCloseTo(expected, 1);
    }
  });

  it('refuses what is not audio with a clear error', async () => {
    await expect(converter.measureSeconds(new TextEncoder().encode('not audio at all'))).rejects.toThrow(UndecodableAudio);
    await expect(converter.toWav16kMono(new TextEncoder().encode('not audio at all'))).rejects.toThrow(UndecodableAudio);
    expect(() => converter.durationSeconds(new Uint8Array(10))).toThrow(UndecodableAudio);
  });

  it('clips a [start, end) slice as a WAV of its own, clamped to the audio', async () => {
    const wav = new Uint8Array(readFileSync(await synthesizeFixtureFile('good morning everybody')));
    const total = converter.durationSeconds(wav);
    expect(converter.durationSeconds(await converter.clip(wav, 0.25, 0.75))).toBeCloseTo(0.5, 5);
    expect(converter.durationSeconds(await converter.clip(wav, total - 0.1, total + 5))).toBeCloseTo(0.1, 2);
    expect(converter.durationSeconds(await converter.clip(wav, 2 * total, 3 * total))).toBe(0);
  });
});

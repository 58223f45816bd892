import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { synthesizeFixtureFile } from '../../test/speech-fixtures.ts';
import { createFfmpegConverter } from './ffmpeg-converter.ts';
import { UndecodableAudio } from './port.ts';

const converter = createFfmpegConverter();
/** What browsers upload: the fixture re-encoded by ffmpeg at 48 kHz stereo. */
const encode = (file: string, format: string, codec: string) =>
  new Uint8Array(
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', file, '-ar', '48000', '-ac', '2', '-c:a', codec, '-f', format, 'pipe:1']),
  );

describe('ffmpeg audio converter', () => {
  it('turns webm/opus and ogg/opus into 16 kHz mono 16-bit WAV of the same length', async () => {
    const file = await synthesizeFixtureFile('i went to the market yesterday and bought some apples');
    const expected = converter.durationSeconds(new Uint8Array(execFileSync('cat', [file])));
    for (const [format, codec] of [
      ['webm', 'libopus'],
      ['ogg', 'libopus'],
      ['wav', 'pcm_s16le'],
    ] as const) {
      const wav = await converter.toWav16kMono(encode(file, format, codec));
      const view = new DataView(wav.buffer, wav.byteOffset);
      expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
      expect([view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 16_000, 16]);
      expect(converter.durationSeconds(wav)).toBeCloseTo(expected, 1);
    }
  });

  it('refuses what is not audio with a clear error', async () => {
    await expect(converter.toWav16kMono(new TextEncoder().encode('not audio at all'))).rejects.toThrow(UndecodableAudio);
    expect(() => converter.durationSeconds(new Uint8Array(10))).toThrow(UndecodableAudio);
  });

  it('clips a [start, end) slice as a WAV of its own, clamped to the audio', async () => {
    const wav = new Uint8Array(execFileSync('cat', [await synthesizeFixtureFile('good morning everybody')]));
    const total = converter.durationSeconds(wav);
    expect(converter.durationSeconds(await converter.clip(wav, 0.25, 0.75))).toBeCloseTo(0.5, 5);
    expect(converter.durationSeconds(await converter.clip(wav, total - 0.1, total + 5))).toBeCloseTo(0.1, 2);
    expect(converter.durationSeconds(await converter.clip(wav, 2 * total, 3 * total))).toBe(0);
  });
});

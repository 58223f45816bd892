import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { recorderSlices } from '../../test/recorder-slices.ts';
import { synthesizeFixtureFile } from '../../test/speech-fixtures.ts';
import { createFfmpegConverter } from './ffmpeg-converter.ts';
import { UndecodableAudio } from './port.ts';
import { wavLayout } from './wav.ts';

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
      const tail = await converter.toWav16kMonoFrom(input, { fromSeconds: 2 });
      const samples = new Int16Array(tail.wav.slice(44).buffer);
      const onset = samples.findIndex((v) => Math.abs(v) > 3000) / 16_000;
      expect(onset, format).toBeCloseTo(1, 1);
      expect(converter.durationSeconds(tail.wav), format).toBeCloseTo(2.2, 1);
      expect(tail.startSeconds, format).toBe(2);
    }
  });

  it('streams its input piece by piece into the same WAV and length as the pieces joined', async () => {
    // The container does not matter: ffmpeg reads a pipe either way.
    const whole = encode(file, 'webm', 'libopus');
    const pieces = async function* () {
      for (let at = 0; at < whole.length; at += 7_001) yield whole.subarray(at, at + 7_001);
    };
    expect(await converter.toWav16kMono(pieces())).toEqual(await converter.toWav16kMono(whole));
    expect(await converter.measureSeconds(pieces())).toBe(await converter.measureSeconds(whole));
    // The feedback job's decode of a pair conversation: two outputs of one streamed input.
    const voices = ['first', 'both'] as const;
    expect(await converter.toWav16kMonoVoices(pieces(), voices)).toEqual(await converter.toWav16kMonoVoices(whole, voices));
  });

  it('fails, and stops ffmpeg, when a piece of streamed input cannot be read', async () => {
    const whole = encode(file, 'webm', 'libopus');
    const broken = async function* () {
      yield whole.subarray(0, 4000);
      throw new Error('chunk 1 is missing from storage');
    };
    await expect(converter.toWav16kMono(broken())).rejects.toThrow('chunk 1 is missing from storage');
  });

  it('decodes a recording left out between its first chunk and its latest ones on the recording’s own clock', async () => {
    const pcm = (wav: Uint8Array) => wav.subarray(44);
    for (const format of ['webm', 'ogg', 'wav'] as const) {
      const slices = recorderSlices(file, 30, format);
      const whole = new Uint8Array(Buffer.concat(slices));
      // WAV samples carry no times: its header alone opens the input, and the offset places the slices after it.
      const opening = format === 'wav' ? slices[0]!.subarray(0, wavLayout(slices[0]!).dataStart) : slices[0]!;
      const offsetSeconds = format === 'wav' ? 20 : undefined;
      const latest = async function* () {
        yield* [opening, ...slices.slice(4)];
      };
      // From a point inside the latest chunks: the samples the whole recording has from there.
      const inside = await converter.toWav16kMonoFrom(latest(), { fromSeconds: 24, offsetSeconds });
      expect(inside, format).toEqual(await converter.toWav16kMonoFrom(whole, { fromSeconds: 24 }));
      // From a point before them: the WAV starts with their first audio, placed where the whole recording has it.
      const before = await converter.toWav16kMonoFrom(latest(), { fromSeconds: 10, offsetSeconds });
      // The whole recording on the same clock (an Opus stream's first samples lie a few milliseconds in).
      const all = await converter.toWav16kMonoFrom(whole, { fromSeconds: 0 });
      const end = (decoded: typeof all) => decoded.startSeconds + converter.durationSeconds(decoded.wav);
      expect(before.startSeconds, format).toBeGreaterThan(15);
      expect(end(before), format).toBeCloseTo(end(all), 4);
      const at = Math.round((before.startSeconds - all.startSeconds) * 16_000) * 2;
      // The decoder settles within its first packets; from half a second on the samples are the whole's.
      expect(pcm(before.wav).subarray(16_000), format).toEqual(pcm(all.wav).subarray(at + 16_000, at + pcm(before.wav).length));
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

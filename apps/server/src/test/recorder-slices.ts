import { execFileSync } from 'node:child_process';
import { wavLayout } from '../platform/speech/wav.ts';

/** A WebM cluster's element id: Chromium's MediaRecorder opens a cluster with every slice it hands over. */
const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const SLICE_SECONDS = 5;

/**
 * A long recording made cheaply and cut as a browser recorder sends it: the audio file `source` played over and over
 * for `seconds`, at 48 kHz mono, in 5 s slices. Opus in WebM is cut where each cluster begins (ffmpeg closes one every
 * 5 s, as Chromium's recorder does with each slice); Opus in Ogg into equal runs of bytes (pages are short, and a
 * slice may end inside one); WAV as our WAV recorder sends it, a header and then 5 s of samples a slice.
 */
export function recorderSlices(source: string, seconds: number, format: 'webm' | 'ogg' | 'wav'): Uint8Array[] {
  const encode = {
    webm: ['-c:a', 'libopus', '-cluster_time_limit', String(SLICE_SECONDS * 1000), '-cluster_size_limit', '4000000'],
    ogg: ['-c:a', 'libopus'],
    wav: [],
  }[format];
  const file = execFileSync(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-stream_loop', '-1', '-i', source, '-t', String(seconds)],
      ...['-ar', '48000', '-ac', '1', ...encode, '-f', format, 'pipe:1'],
    ],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  const cuts = [0];
  if (format === 'webm') {
    for (let at = file.indexOf(CLUSTER_ID, 1); at >= 0; at = file.indexOf(CLUSTER_ID, at + 1)) cuts.push(at);
    // The first cluster follows the header, in the first slice.
    cuts.splice(1, 1);
  } else if (format === 'ogg') {
    const count = Math.ceil(seconds / SLICE_SECONDS);
    for (let i = 1; i < count; i += 1) cuts.push(Math.round((file.length * i) / count));
  } else {
    const { format: wav, dataStart } = wavLayout(new Uint8Array(file.buffer, file.byteOffset, 4096));
    const slice = wav.bytesPerSecond * SLICE_SECONDS;
    for (let at = dataStart + slice; at < file.length; at += slice) cuts.push(at);
  }
  return cuts.map((at, i) => new Uint8Array(file.subarray(at, cuts[i + 1] ?? file.length)));
}

import { UndecodableAudio } from './port.ts';

export const SAMPLE_RATE = 16_000;
/** Of the 16 kHz mono 16-bit audio the converter makes. */
export const BYTES_PER_SECOND = SAMPLE_RATE * 2;

/** A canonical 44-byte header before 16 kHz mono 16-bit PCM. */
export function pcmToWav(pcm: Uint8Array): Uint8Array {
  const out = new Uint8Array(44 + pcm.byteLength);
  const view = new DataView(out.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, BYTES_PER_SECOND, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, pcm.byteLength, true);
  out.set(pcm, 44);
  return out;
}

/**
 * A WAV's format and where its samples lie, wherever its data chunk sits (ffmpeg adds a LIST chunk; a streamed WAV
 * may carry a placeholder data size, so the data runs to the end of the buffer at most). A buffer holding only the
 * start of a streamed WAV (a recording's first chunk) is enough.
 */
export function wavLayout(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new UndecodableAudio('Not a WAV file');
  let format: { code: number; channels: number; rate: number; bytesPerSecond: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') {
      format = {
        code: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        rate: view.getUint32(at + 12, true),
        bytesPerSecond: view.getUint32(at + 16, true),
        bits: view.getUint16(at + 22, true),
      };
    } else if (tag(at) === 'data') {
      if (!format) throw new UndecodableAudio('WAV file without a format chunk before its data');
      return { format, dataStart: at + 8, dataEnd: Math.min(wav.byteLength, at + 8 + size) };
    }
    at += 8 + size + (size % 2);
  }
  throw new UndecodableAudio('WAV file without a data chunk');
}

/** The PCM samples of a 16 kHz mono 16-bit WAV. */
export function wavPcm(wav: Uint8Array): Uint8Array {
  const { format, dataStart, dataEnd } = wavLayout(wav);
  if (format.code !== 1 || format.channels !== 1 || format.rate !== SAMPLE_RATE || format.bits !== 16) {
    throw new UndecodableAudio('Expected a 16 kHz mono 16-bit PCM WAV');
  }
  return wav.subarray(dataStart, dataEnd - ((dataEnd - dataStart) % 2));
}

export function wavDurationSeconds(wav: Uint8Array): number {
  return wavPcm(wav).byteLength / BYTES_PER_SECOND;
}

/** The [start, end) seconds slice, clamped to the audio, as a WAV of its own. */
export function clipWav(wav: Uint8Array, start: number, end: number): Uint8Array {
  const pcm = wavPcm(wav);
  const at = (seconds: number) => Math.min(pcm.byteLength, Math.max(0, Math.round(seconds * SAMPLE_RATE)) * 2);
  return pcmToWav(pcm.subarray(at(start), Math.max(at(start), at(end))));
}

/**
 * WAV slices for browsers whose MediaRecorder makes neither WebM nor Ogg (Safari records MP4, which the server
 * refuses): 16-bit PCM, the first slice opening the file with a RIFF header, later slices raw samples that continue it,
 * so the server's chunks joined in order are one playable file (docs/decisions/0026-web-recorder.md).
 */
export const WAV_BITS_PER_SAMPLE = 16;
const HEADER_BYTES = 44;
/** The sizes a stream cannot know yet: readers (ffmpeg) then read the data up to the end of the file. */
const UNKNOWN_SIZE = 0xffffffff;

export function wavHeader(sampleRate: number, channels = 1): Uint8Array {
  const bytesPerSample = WAV_BITS_PER_SAMPLE / 8;
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  const text = (offset: number, value: string) => [...value].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, UNKNOWN_SIZE, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, channels, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * channels * bytesPerSample, true);
  header.setUint16(32, channels * bytesPerSample, true);
  header.setUint16(34, WAV_BITS_PER_SAMPLE, true);
  text(36, 'data');
  header.setUint32(40, UNKNOWN_SIZE, true);
  return new Uint8Array(header.buffer);
}

/** Web Audio samples (-1…1) as little-endian 16-bit PCM. */
export function toPcm16(samples: Float32Array): Uint8Array {
  const out = new DataView(new ArrayBuffer(samples.length * 2));
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    out.setInt16(i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return new Uint8Array(out.buffer);
}

/**
 * Collects samples (interleaved when `channels` > 1) and hands out a WAV slice every `sliceFrames` frames, and the
 * rest on flush.
 */
export function createWavSlicer(sampleRate: number, sliceFrames: number, channels = 1) {
  const sliceSamples = sliceFrames * channels;
  let parts: Float32Array[] = [];
  let count = 0;
  let sliced = 0;

  const cut = (length: number): Uint8Array => {
    const samples = new Float32Array(length);
    let filled = 0;
    const rest: Float32Array[] = [];
    for (const part of parts) {
      const take = Math.min(part.length, length - filled);
      samples.set(part.subarray(0, take), filled);
      filled += take;
      if (take < part.length) rest.push(part.subarray(take));
    }
    parts = rest;
    count -= length;
    const pcm = toPcm16(samples);
    if (sliced++ > 0) return pcm;
    const header = wavHeader(sampleRate, channels);
    const first = new Uint8Array(header.length + pcm.length);
    first.set(header);
    first.set(pcm, header.length);
    return first;
  };

  return {
    push(samples: Float32Array): Uint8Array[] {
      parts.push(samples);
      count += samples.length;
      const slices: Uint8Array[] = [];
      while (count >= sliceSamples) slices.push(cut(sliceSamples));
      return slices;
    },
    flush(): Uint8Array | null {
      return count > 0 || sliced === 0 ? cut(count) : null;
    },
  };
}

import { fileTypeFromBuffer } from 'file-type';
import type { RECORDING_AUDIO_TYPES } from '@parley/contracts';

type AudioType = (typeof RECORDING_AUDIO_TYPES)[number];

const AUDIO: Record<string, AudioType> = {
  'audio/webm': 'audio/webm',
  'video/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'audio/wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** Mostly printable ASCII in the first bytes: a text file, not compressed audio. */
function looksLikeText(data: Uint8Array): boolean {
  const head = data.subarray(0, 512);
  let printable = 0;
  for (const byte of head) if (byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127)) printable += 1;
  return printable / Math.max(1, head.length) > 0.9;
}

/**
 * What a recording chunk holds, judged by its bytes. The first chunk must open an audio container; a browser
 * recorder's later slices continue its stream without a header of their own, so they pass as 'continuation' unless
 * their bytes say they are something else (an image, a document, text). ffmpeg judges the whole at processing.
 */
export async function classifyChunk(data: Uint8Array, index: number): Promise<AudioType | 'continuation' | null> {
  if (data.length === 0) return null;
  const detected = await fileTypeFromBuffer(data);
  // Ogg answers with its codec, e.g. 'audio/ogg; codecs=opus'.
  if (detected) return AUDIO[detected.mime.split(';')[0]!] ?? null;
  if (index === 0 || looksLikeText(data)) return null;
  return 'continuation';
}

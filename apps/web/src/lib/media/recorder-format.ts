import { forcedRecorderFormat } from './recorder-test-hooks.ts';

/** How slices are made: the browser's MediaRecorder in a container the server takes, or our own WAV encoder. */
export type RecorderFormat = { kind: 'media-recorder'; mimeType: string } | { kind: 'wav' };

/** Opus in WebM (Chrome, Edge, Firefox) or in Ogg (Firefox, Safari 18.4+), both small enough for 5 s slices. */
const MEDIA_RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;

/**
 * The first container the browser records that the server accepts; otherwise WAV from an AudioWorklet (older
 * Safari records only MP4, which the server refuses). `forced` is the browser tests' way to exercise the WAV path.
 */
export function pickRecorderFormat(
  isTypeSupported: ((type: string) => boolean) | undefined,
  forced?: 'wav' | null,
): RecorderFormat {
  if (forced === 'wav' || !isTypeSupported) return { kind: 'wav' };
  const mimeType = MEDIA_RECORDER_TYPES.find((type) => isTypeSupported(type));
  return mimeType ? { kind: 'media-recorder', mimeType } : { kind: 'wav' };
}

/** The format this browser records in (the browser tests may force WAV). */
export const browserRecorderFormat = (): RecorderFormat =>
  pickRecorderFormat(
    typeof MediaRecorder === 'undefined' ? undefined : (type) => MediaRecorder.isTypeSupported(type),
    forcedRecorderFormat(),
  );

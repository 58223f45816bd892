import { PICTIONARY, WORD_BOMB } from '@parley/contracts';
import { loudnessMeter, SPEAKING_LEVEL } from '../../../lib/media/loudness.ts';
import { browserRecorderFormat, type RecorderFormat } from '../../../lib/media/recorder-format.ts';
import { createSliceRecorder, prepareEncoder } from '../../../lib/media/slice-recorder.ts';

const CHECK_MS = 50;
/** How long the guesser may take to start speaking. */
const WAIT_FOR_SPEECH_MS = 4_000;
/** The quiet after speech that ends the utterance. */
const END_SILENCE_MS = 600;
/** Kept under the games' limits and one recorder slice (one WAV file, one WebM stream). */
const LONGEST_MS = Math.min(
  PICTIONARY.spokenGuessMaxSeconds * 1000 - 1_000,
  WORD_BOMB.spokenAnswerMaxSeconds * 1000 - 1_000,
  5_000,
);

export interface Utterance {
  clip: Blob;
  /** Whether anything louder than silence was heard: a clip without speech is not worth sending. */
  spoke: boolean;
}

/**
 * Records one short utterance from the microphone track: from now until the speaker has said something and paused,
 * or until nothing was said in time. A clone of the track is recorded, so it works while the call is muted.
 */
export async function recordUtterance(track: MediaStreamTrack, signal: AbortSignal): Promise<Utterance> {
  const clone = track.clone();
  clone.enabled = true;
  const context = new AudioContext();
  const format: RecorderFormat = browserRecorderFormat();
  const parts: Blob[] = [];
  try {
    await prepareEncoder(format, context);
    const recorder = createSliceRecorder(format, new MediaStream([clone]), context, (part) => parts.push(part));
    const loudness = loudnessMeter(context, clone);
    recorder.start();
    const started = performance.now();
    let lastLoud: number | null = null;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        if (loudness() > SPEAKING_LEVEL) lastLoud = now;
        const done =
          signal.aborted ||
          now - started >= LONGEST_MS ||
          (lastLoud === null ? now - started >= WAIT_FOR_SPEECH_MS : now - lastLoud >= END_SILENCE_MS);
        if (done) {
          clearInterval(timer);
          resolve();
        }
      }, CHECK_MS);
    });
    await recorder.stop();
    return { clip: new Blob(parts, { type: parts[0]?.type ?? 'audio/webm' }), spoke: lastLoud !== null };
  } finally {
    clone.stop();
    void context.close();
  }
}

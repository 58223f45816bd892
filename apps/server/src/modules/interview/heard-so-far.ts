import type { Db } from '../../platform/db/port.ts';
import type { SpeechPort, TimedWord } from '../../platform/speech/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { chunksOf, findRecording, latestAudio } from '../recordings/public.ts';

/** The follow-ups ask about the recent answers: a minute holds the last two, and decodes in seconds. */
export const HEARD_WINDOW_SECONDS = 60;

/**
 * What the learner has said in the last minute of a recording still being made: the newest uploaded chunks
 * transcribed. Nothing heard (no chunks yet, audio that does not decode) is an empty list, never an error: follow-ups
 * still come.
 */
export async function heardSoFar(
  deps: { db: Db; storage: StoragePort; speech: SpeechPort },
  recordingId: number,
): Promise<TimedWord[]> {
  const [recording, chunks] = await Promise.all([findRecording(deps.db, recordingId), chunksOf(deps.db, recordingId)]);
  if (!recording || chunks.length === 0) return [];
  try {
    const { wav } = await latestAudio({ storage: deps.storage, converter: deps.speech.converter }, recording, chunks, {
      fromSeconds: 0,
      atMostSeconds: HEARD_WINDOW_SECONDS,
    });
    return (await deps.speech.recognizer.transcribe(wav)).words;
  } catch {
    return [];
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { LiveHintReason, LiveHints } from '@parley/contracts';
import type { GrammarChecker } from '@parley/language';
import type { Db } from '../../../platform/db/port.ts';
import { UndecodableAudio, type SpeechPort } from '../../../platform/speech/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import { grammarFindings } from '../pipeline/grammar-findings.ts';
import { transcriptLines } from '../pipeline/transcript-lines.ts';
import { chunksOf, latestAudio, type RecordingRow } from '../../recordings/public.ts';
import { MAX_WINDOW_SECONDS, newCorrections, settledWords, windowStart, wordsToCheck } from './hint-window.ts';
import { presentWindow } from './live-hints.presenter.ts';
import * as store from './live-hints.store.ts';

interface LiveHintsDeps {
  db: Db;
  storage: StoragePort;
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>;
  /** The same grammar checker the feedback job uses (one per process). */
  grammar: () => Promise<GrammarChecker>;
  log: FastifyBaseLogger;
  /** How long an upload's answer waits for its slice's hints; work still running then is kept for a later answer. */
  answerWaitMs: number;
  /** How long the hints wait for a free speech decoder before the slice is skipped. */
  decoderWaitMs: number;
}

/** Seconds on the recording's clock, to the millisecond (sums of floats would show 5.279999999999999). */
const onClock = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The newest windows, which every answer repeats (so hints that came late, even many slices late, still reach the
 * client) and which a new window reads to carry on a sentence and to say nothing twice.
 */
const RECENT_WINDOWS = 3;

/** The recording as its upload read it, before storing the slice. */
type HintedRecording = Pick<RecordingRow, 'id' | 'examMode' | 'channels' | 'chunkSize'>;

type Outcome = 'READY' | Exclude<LiveHintReason, 'EXAM_MODE' | 'LATE'>;

/** Transcribes the newest stretch up to this slice, checks its grammar and keeps the window for the answers. */
async function workOutWindow(deps: LiveHintsDeps, recording: HintedRecording, chunkIndex: number): Promise<Outcome> {
  const recordingId = recording.id;
  const chunks = (await chunksOf(deps.db, recordingId)).filter((c) => c.index <= chunkIndex);
  // An earlier slice not here yet: the audio so far has a hole.
  if (chunks.length !== chunkIndex + 1) return 'UNAVAILABLE';
  const earlier = await store.latestWindows(deps.db, recordingId, RECENT_WINDOWS);
  const since = earlier.at(-1)?.untilSeconds ?? 0;
  // The tail of the learner's audio so far: from a little before where the words heard so far end, at most
  // MAX_WINDOW_SECONDS, read and decoded from the newest chunks only.
  const { wav, startSeconds: from } = await latestAudio(
    { storage: deps.storage, converter: deps.speech.converter },
    recording,
    chunks,
    { fromSeconds: windowStart(since), atMostSeconds: MAX_WINDOW_SECONDS },
  );
  const until = onClock(from + deps.speech.converter.durationSeconds(wav));
  // Loading starts with the first slice (seconds, once per process), beside the decoding.
  const checker = deps.grammar();
  const heard = await deps.speech.recognizer.transcribeIfFree(wav, { waitMs: deps.decoderWaitMs });
  if (!heard) return 'BUSY';
  const timed = heard.words.map((w) => ({ ...w, start: onClock(w.start + from), end: onClock(w.end + from) }));
  const fresh = settledWords(timed, since, until);
  const given = earlier.flatMap((w) => w.corrections);
  const context = earlier.flatMap((w) => w.words);
  const lines = transcriptLines(wordsToCheck(context, fresh.words));
  // Live hints quote every word heard: their earlier words are kept without confidences (ADR 0058 covers the job).
  const everyWord = lines.map((line) => line.words.map(() => true));
  const findings = grammarFindings(lines, await (await checker).check(lines.map((line) => line.text)), everyWord);
  const corrections = newCorrections(findings, lines, since, given, chunkIndex);
  await store.saveWindow(deps.db, {
    recordingId,
    chunkIndex,
    fromSeconds: since,
    untilSeconds: fresh.until,
    words: fresh.words,
    corrections,
  });
  return 'READY';
}

/**
 * Live hints for the slices of recordings being made (ADR 0031): the words heard in the newest stretch of audio and
 * grammar corrections in them. Best effort: nothing here fails or holds up an upload for longer than `answerWaitMs`.
 */
export function createLiveHints(deps: LiveHintsDeps) {
  // One slice at a time per recording in this process: the next one carries on where the last one's words end.
  const running = new Map<number, Promise<Outcome>>();

  function start(recording: HintedRecording, chunkIndex: number): Promise<Outcome> {
    const recordingId = recording.id;
    const job = workOutWindow(deps, recording, chunkIndex)
      .catch((err: unknown): Outcome => {
        // Audio that cannot be read yet (a slice too short to hold a frame) is normal while recording.
        if (!(err instanceof UndecodableAudio)) deps.log.warn({ err, recordingId, chunkIndex }, 'live hints failed');
        return 'UNAVAILABLE';
      })
      .finally(() => running.delete(recordingId));
    running.set(recordingId, job);
    return job;
  }

  async function answer(recording: HintedRecording, chunkIndex: number): Promise<LiveHints> {
    const recordingId = recording.id;
    let kept = await store.latestWindows(deps.db, recordingId, RECENT_WINDOWS);
    let status: Outcome | 'LATE' = 'READY';
    // A slice already covered (a repeated upload, or one sent again after a later slice) is answered from what is kept.
    if ((kept.at(-1)?.chunkIndex ?? -1) < chunkIndex) {
      if (running.has(recordingId)) status = 'BUSY';
      else {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'LATE'>((resolve) => (timer = setTimeout(() => resolve('LATE'), deps.answerWaitMs)));
        status = await Promise.race([start(recording, chunkIndex), late]).finally(() => clearTimeout(timer));
      }
      // This slice's window, or a late one of an earlier slice, may have been saved meanwhile.
      kept = await store.latestWindows(deps.db, recordingId, RECENT_WINDOWS);
    }
    const windows = kept.map(presentWindow);
    return status === 'READY' ? { status, reason: null, windows } : { status: 'SKIPPED', reason: status, windows };
  }

  return {
    /**
     * After a slice was stored: fixes the recording's exam flag (its first upload decides), then answers the hints,
     * or undefined when none were asked for. Exam-mode recordings never get any.
     */
    async afterUpload(
      recording: HintedRecording,
      chunkIndex: number,
      asked: { live_transcribe?: boolean; is_exam_mode?: boolean },
    ): Promise<LiveHints | undefined> {
      try {
        const exam = await store.fixedExamMode(deps.db, recording, asked.is_exam_mode ?? false);
        if (!asked.live_transcribe) return undefined;
        if (exam) return { status: 'OFF', reason: 'EXAM_MODE', windows: [] };
        return await answer(recording, chunkIndex);
      } catch (err) {
        deps.log.warn({ err, recordingId: recording.id, chunkIndex }, 'live hints failed');
        return asked.live_transcribe ? { status: 'SKIPPED', reason: 'UNAVAILABLE', windows: [] } : undefined;
      }
    },
    /** Waits for hints still being worked out (they write to the database). */
    async close() {
      await Promise.allSettled(running.values());
    },
  };
}

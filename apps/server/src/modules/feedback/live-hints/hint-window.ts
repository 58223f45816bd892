import type { LiveHintCorrection } from '@parley/contracts';
import type { HeardWord } from '../../../db/schema/index.ts';
import type { TimedWord } from '../../../platform/speech/port.ts';
import type { NewFinding } from '../pipeline/finding.ts';

/**
 * Audio decoded again before where the previous slice's words ended: a word cut at a slice boundary is heard whole,
 * and the recogniser has a little acoustic context. Its words are not shown again.
 */
const OVERLAP_SECONDS = 1.5;
/** The most audio one slice transcribes (after skipped slices): one utterance for the decoder, about 2 s of its time. */
export const MAX_WINDOW_SECONDS = 10;
/** A word ending this close to the end of the audio may still be being spoken: it waits for the next slice. */
const CUT_MARGIN_SECONDS = 0.15;
/** Previous words given to the grammar check as the start of a sentence the new words continue. */
const CONTEXT_WORDS = 16;
/** Corrections at the same place and of the same kind are the same correction, whichever slice found them. */
const SAME_PLACE_SECONDS = 0.05;

/** Where the next slice's audio starts, given where the words heard so far end. */
export const windowStart = (heardUntil: number) => Math.max(0, heardUntil - OVERLAP_SECONDS);

/**
 * The words of a decoded stretch that are new since `since` (those before were shown with an earlier slice) and
 * settled (a word still running at `end` is left for the next slice), and where the next slice carries on.
 */
export function settledWords(words: readonly TimedWord[], since: number, end: number) {
  const cut = words.findIndex((w) => w.end > end - CUT_MARGIN_SECONDS);
  const until = Math.max(since, cut < 0 ? end : words[cut]!.start);
  const fresh = words.filter((w) => (w.start + w.end) / 2 >= since && w.end <= until + 1e-6);
  return { words: fresh.map(({ word, start, end: e }): HeardWord => ({ word, start, end: e })), until };
}

/** The words a grammar check reads: the last earlier ones (a sentence begun before this slice), then the new ones. */
export function wordsToCheck(earlier: readonly HeardWord[], fresh: readonly HeardWord[]): TimedWord[] {
  return [...earlier.slice(-CONTEXT_WORDS), ...fresh].map((w) => ({ ...w, confidence: 1 }));
}

const samePlace = (a: { category: string; start_seconds: number }, b: { category: string; start_seconds: number }) =>
  a.category === b.category && Math.abs(a.start_seconds - b.start_seconds) < SAME_PLACE_SECONDS;

/**
 * The grammar findings worth showing now: in a line that holds a new word (from `since` on), and not already given
 * by an earlier slice. Ids are the slice's index and the finding's place in it, so they are stable across answers.
 */
export function newCorrections(
  findings: readonly NewFinding[],
  lines: readonly { startSeconds: number; endSeconds: number }[],
  since: number,
  given: readonly LiveHintCorrection[],
  chunkIndex: number,
): LiveHintCorrection[] {
  const freshLines = lines.filter((line) => line.endSeconds > since);
  const kept: LiveHintCorrection[] = [];
  for (const finding of findings) {
    if (!freshLines.some((line) => line.startSeconds <= finding.start && finding.end <= line.endSeconds)) continue;
    const correction: LiveHintCorrection = {
      id: `${chunkIndex}-${kept.length}`,
      start_seconds: finding.start,
      end_seconds: finding.end,
      said: finding.ext.word ?? '',
      corrected_sentence: finding.correctedSentence ?? '',
      explanation: finding.comment,
      error_type: 'GRAMMAR',
      category: finding.ext.error_type ?? 'other',
    };
    if (![...given, ...kept].some((earlier) => samePlace(earlier, correction))) kept.push(correction);
  }
  return kept;
}

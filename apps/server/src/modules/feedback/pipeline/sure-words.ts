import type { TranscriptLine } from '@parley/contracts';
import type { TimedWord } from '../../../platform/speech/port.ts';

/**
 * Below this recognition confidence a transcript word is often not the word said (flite clips in the tuning set of
 * `npm run bench -- speech-quality`: "bath" for "bus" at 0.03, "cooler" for "taller" at 0.43, "are" for "were" at 0.58), so no finding quotes
 * it and no correction repeats it (ADR 0058).
 */
export const MIN_FINDING_CONFIDENCE = 0.6;

/**
 * Which recognised words a finding may quote: confident ones, and of the learner forms ("goed") only those the audio
 * confirmed (`confirmed`, from confirmLearnerForms), since the recogniser's language model can put a form the learner
 * never said into a correct sentence. The recogniser's posterior does not tell those apart, so a confirmed form
 * needs no posterior floor.
 */
export function sureWords(words: readonly TimedWord[], confirmed: ReadonlySet<number>): boolean[] {
  return words.map((word, i) => (word.learnerFormOf ? confirmed.has(i) : word.confidence >= MIN_FINDING_CONFIDENCE));
}

/** The same per transcript line: lines cut the recognised words in order (transcript-lines.ts). */
export function sureByLine(lines: readonly TranscriptLine[], sure: readonly boolean[]): boolean[][] {
  let offset = 0;
  return lines.map((line) => {
    const slice = sure.slice(offset, offset + line.words.length);
    offset += line.words.length;
    return slice;
  });
}

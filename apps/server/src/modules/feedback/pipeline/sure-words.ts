import type { TimedWord } from '../../../platform/speech/port.ts';
import type { Reheard } from '../../../platform/speech/rival-redecode.ts';

/**
 * Below this recognition confidence a transcript word is often not the word said (flite clips in the tuning set of
 * `npm run bench -- speech-quality`: "bath" for "bus" at 0.03, "cooler" for "taller" at 0.43, "are" for "were" at 0.58), so no finding quotes
 * it and no correction repeats it (ADR 0058).
 */
export const MIN_FINDING_CONFIDENCE = 0.6;

/**
 * Below this fit of the audio to a word's phones in the constrained re-decode (alignWithGrammar's per-word
 * confidence: 0.5 is -40 a frame) the word is taken not to be there, however confident the recogniser was. A weak
 * line: forced alignment fits most words it is given at 0.5 or more, wrong ones too ("left calmer" for "last
 * summer"); on the development set of `npm run bench -- speech-quality` 0.7 dropped no misquote that 0.5 let
 * through (ADR 0058).
 */
export const MIN_FIT = 0.5;

/** What the re-decode heard per recognised word: undefined where it did not run, null where nothing fit. */
export type ReheardWords = readonly (Reheard | null | undefined)[];

/**
 * Which recognised words a finding may quote: confident ones that the re-decode heard again as themselves with a
 * good fit, and of the learner forms ("goed") only those the re-decode kept against the standard words they could
 * be (rival-grammar.ts), since the recogniser's language model can put a form the learner never said into a correct
 * sentence. The recogniser's posterior does not tell those apart, so a kept form needs no posterior floor.
 */
export function sureWords(words: readonly TimedWord[], heard: ReheardWords, minFit = MIN_FIT): boolean[] {
  return words.map((word, i) => {
    const again = heard[i];
    if (again === undefined) return !word.learnerFormOf && word.confidence >= MIN_FINDING_CONFIDENCE;
    if (!again || again.word !== word.word || !again.heard || again.fit < minFit) return false;
    return Boolean(word.learnerFormOf) || word.confidence >= MIN_FINDING_CONFIDENCE;
  });
}

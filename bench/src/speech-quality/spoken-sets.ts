/**
 * Spoken sets for grammar feedback end to end (flite reads them, the recogniser and the feedback pipeline judge).
 * Tuning: the recognition sentences of sentences.ts, on which the decoder, the confidence floor and the learner-form
 * prior were chosen. Held-out: the language package's speech-like set (held-out-speech.ts), never used to tune any of
 * those. A sentence's error lists the words a finding must quote to count as found; null for a correct sentence.
 */
import { SPEECH_SET } from '@parley/language/fixtures/grammar/labelled-sets';
import { CORRECT_SENTENCES, LEARNER_SENTENCES } from './sentences.ts';

export interface SpokenSentence {
  said: string;
  error: string[] | null;
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export const TUNING_SPOKEN: SpokenSentence[] = [
  ...LEARNER_SENTENCES.map(({ said, error }) => ({ said, error: wordsOf(error) })),
  ...CORRECT_SENTENCES.map((said) => ({ said, error: null })),
];

export const HELD_OUT_SPOKEN: SpokenSentence[] = [
  ...SPEECH_SET.errors.map((e) => ({ said: e.sentence, error: wordsOf(e.sentence.slice(e.span.start, e.span.end)) })),
  ...SPEECH_SET.correct.map((said) => ({ said, error: null })),
];

/**
 * Spoken sets for grammar feedback end to end (flite reads them, the recogniser and the feedback pipeline judge).
 * Tuning: the recognition sentences of sentences.ts, on which the decoder, the confidence floor, the priors and the
 * fit line were chosen. Development: the language package's speech-like set (held-out-speech.ts), held out in the
 * first round of ADR 0058 and looked at since. Test: test-speech.ts, written for the second round and run once at
 * its end. A sentence's error lists the words a finding must quote to count as found; null for a correct sentence.
 */
import { SPEECH_SET } from '@parley/language/fixtures/grammar/labelled-sets';
import { CORRECT_SENTENCES, LEARNER_SENTENCES } from './sentences.ts';
import { TEST_CORRECT, TEST_ERRORS } from './test-speech.ts';

export interface SpokenSentence {
  said: string;
  error: string[] | null;
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export const TUNING_SPOKEN: SpokenSentence[] = [
  ...LEARNER_SENTENCES.map(({ said, error }) => ({ said, error: wordsOf(error) })),
  ...CORRECT_SENTENCES.map((said) => ({ said, error: null })),
];

export const DEVELOPMENT_SPOKEN: SpokenSentence[] = [
  ...SPEECH_SET.errors.map((e) => ({ said: e.sentence, error: wordsOf(e.sentence.slice(e.span.start, e.span.end)) })),
  ...SPEECH_SET.correct.map((said) => ({ said, error: null })),
];

export const TEST_SPOKEN: SpokenSentence[] = [
  ...TEST_ERRORS.map(({ said, error }) => ({ said, error: wordsOf(error) })),
  ...TEST_CORRECT.map((said) => ({ said, error: null })),
];

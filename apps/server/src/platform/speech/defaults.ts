/** The decoder settings measured best (docs/benchmarks.md, "Speech recognition tuning"); config can override them. */
export const DEFAULT_LANGUAGE_WEIGHT = 6.5;
export const DEFAULT_LEARNER_FORMS = true;
/**
 * Learners' mispronunciations of the 3,000 most frequent words in the recogniser's dictionary (3,555 entries), so the
 * word meant reaches the pronunciation check (docs/language/pronunciation.md, "Through the recogniser").
 */
export const DEFAULT_PRONUNCIATION_VARIANTS = 3000;
/**
 * Search options for the warm decoders: the second (flat-lexicon) pass off. Measured in turns on the same clips: word
 * errors no worse (LibriVox 26.8% against 28.2%, flite 14.1% against 15.4%), learner errors surviving the same
 * (74%), a third less CPU (docs/benchmarks.md, "Speech recognition speed").
 */
export const SEARCH_ARGS: readonly string[] = ['-fwdflat', 'no'];
/**
 * The second opinion's decoder (SpeechRecognizer.secondOpinion): a lower language weight lets more of the audio
 * through, so where it writes the same word at the same time as the first decode the word is far more often the one
 * said; the search stays bounded, as a low weight widens it (a 3 s clip took over 20 s at weight 3 unbounded).
 * Measured on the development set of `npm run bench -- speech-quality` (ADR 0058).
 */
export const SECOND_OPINION_LANGUAGE_WEIGHT = 4;
export const SECOND_OPINION_SEARCH_ARGS: readonly string[] = [...SEARCH_ARGS, '-maxhmmpf', '3000'];

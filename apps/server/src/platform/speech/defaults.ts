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
 * The second opinion's search (SpeechRecognizer.secondOpinion): pocketsphinx's own, the flat-lexicon pass on, at the
 * recogniser's language weight, without the mispronunciation entries. Where it writes the same word at the same time
 * as the first decode the word is far more often the one said. A lower weight (4, or 5.5) confirmed as much on flite
 * audio but heard browser-coded speech worse ("and he have a" as "that money out"), so learners' own recordings lost
 * their findings (ADR 0058).
 */
export const SECOND_OPINION_SEARCH_ARGS: readonly string[] = [];

/** The decoder settings measured best (docs/benchmarks.md, "Speech recognition tuning"); config can override them. */
export const DEFAULT_LANGUAGE_WEIGHT = 6.5;
export const DEFAULT_LEARNER_FORMS = true;
/** Extra pocketsphinx search options for the warm decoders. */
export const SEARCH_ARGS: readonly string[] = [];

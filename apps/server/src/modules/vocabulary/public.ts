/** What other modules may use of vocabulary: the progress page's counts. */
export { vocabularyStats } from './vocabulary-stats.ts';

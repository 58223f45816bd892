/** What other modules may use of progress: a learner's figures, computed as their own page shows them. */
export { progressOf, type ProgressDeps } from './progress.service.ts';

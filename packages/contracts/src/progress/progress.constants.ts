/**
 * A learner's progress (issue 21 §3; spec platform §2 route /home): what they did and how their speech changed, from
 * data the product already stores. Numbers are ours (ADR 0066).
 */
export const PROGRESS_PREFIX = '/api/v1/sdk/progress';

/** The weekly series cover the last twelve weeks, this one included (weeks start on Monday, UTC). */
export const PROGRESS_WEEKS = 12;
/** The per-recording series show the newest processed recordings, oldest first. */
export const PROGRESS_RECORDINGS = 20;
/** Grammar categories drawn apart; the rest are summed as "other". */
export const PROGRESS_GRAMMAR_CATEGORIES = 4;
export const PROGRESS_OTHER_CATEGORY = 'other';

export const PROGRESS_TEXTS = {
  notYourStudent: 'This learner is not one of your students',
  teachersOnly: "Only teachers can see their students' progress",
} as const;

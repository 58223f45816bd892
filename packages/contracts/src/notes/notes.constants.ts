/**
 * A learner's notes (issue 21; spec platform §2 dashboard pages): rich text in the classroom's editor and sanitiser,
 * optionally attached to one of their recordings or events. Numbers the spec does not give are ours (ADR 0062).
 */
export const NOTES_PREFIX = '/api/v1/sdk/notes';

export const NOTE_TITLE_MAX = 200;
/** A note's rich text, in characters of HTML, like a task's questions. */
export const NOTE_RICH_TEXT_MAX = 100_000;
export const NOTES_PER_USER_MAX = 1000;
export const NOTE_QUERY_MAX = 200;
export const NOTES_PAGE_SIZE = 20;

/** Sentences the server answers and the pages show. */
export const NOTES_TEXTS = {
  notFound: 'This note does not exist',
  titleTooLong: `A title can have at most ${NOTE_TITLE_MAX} characters`,
  tooLong: 'This note is too long: at most 100 kB of text. Please split it into two notes',
  tooMany: `You can keep at most ${NOTES_PER_USER_MAX} notes. Please delete some first`,
  queryTooLong: `A search can have at most ${NOTE_QUERY_MAX} characters`,
  recordingNotYours: 'Choose one of your own recordings',
  eventNotYours: 'Choose an event you attend or host',
} as const;

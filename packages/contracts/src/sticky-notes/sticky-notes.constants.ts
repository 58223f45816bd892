/**
 * Sticky notes (issue 21; spec platform §2 "sticky notes" and the teacher's "dashboard sticky notes teacher page",
 * §3 "Sticky note: id plus create fields"): short coloured notes on a board, arranged by hand. A teacher's notes may
 * sit on one of their classrooms' boards, which its students read. Numbers the spec does not give are ours (ADR 0065).
 */
export const STICKY_NOTES_PREFIX = '/api/v1/sdk/sticky_notes';

/** A sticky note holds a few lines, not a document (that is what notes are for). */
export const STICKY_NOTE_TEXT_MAX = 500;
/** All of a person's notes, on their own board and their classrooms' boards together. */
export const STICKY_NOTES_PER_USER_MAX = 200;

/** The palette; pages draw each with a light background and dark text that passes WCAG AA. */
export const STICKY_NOTE_COLORS = ['yellow', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type StickyNoteColor = (typeof STICKY_NOTE_COLORS)[number];

/** Sentences the server answers and the pages show. */
export const STICKY_NOTES_TEXTS = {
  notFound: 'This sticky note does not exist',
  tooLong: `A sticky note can have at most ${STICKY_NOTE_TEXT_MAX} characters`,
  tooMany: `You can keep at most ${STICKY_NOTES_PER_USER_MAX} sticky notes. Please delete some first`,
  badColor: `Choose one of these colours: ${STICKY_NOTE_COLORS.join(', ')}`,
  orderMismatch: 'The order must list every note on the board once. Please reload the page',
  classroomNotFound: 'Choose one of your own classrooms',
  teachersOnly: 'Only teachers can pin notes to a classroom',
} as const;

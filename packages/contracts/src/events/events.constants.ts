import type { Plan } from '../common/constants.ts';

export const EVENT_TYPES = [
  'NONE',
  'DISCUSSION',
  'GEO_GAME',
  'CAPTION_THIS',
  'HYPERBEAM',
  'PICTIONARY',
  'CHAT',
  'JKLM_FUN',
  'WHITEBOARD',
] as const;
/** Event levels: 0 Beginner, 1 Medium, 2 Advanced, 3 Native, 4 All levels. */
export const EVENT_LEVELS = ['Beginner', 'Medium', 'Advanced', 'Native', 'All levels'] as const;
export const EVENT_LEVEL_ALL = 4;

/** Event limits the spec leaves open (docs/decisions/0013-events-api.md), kept once. */
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_TAGS_MAX = 10;
export const EVENT_TAG_MAX = 30;
export const EVENT_LESSON_LINK_MAX = 2000;
/** Longest an event may run; the default length (one hour) is EVENT_DEFAULT_DURATION_MS in common/constants. */
export const EVENT_MAX_DURATION_MS = 6 * 60 * 60 * 1000;
/** Fewest people a live room needs to pair anyone (two people talk). */
export const EVENT_MIN_USERS = 2;
/** Participants an event takes when its host does not say, and the most a host may allow. */
export const EVENT_DEFAULT_CAPACITY = 20;
export const EVENT_MAX_CAPACITY = 100;
/** Sessions (events whose live room the user joined) per calendar month (UTC) on each plan; null: unlimited. */
export const SESSION_LIMITS = { free: 5, basic: null, pro: null, team: null } as const satisfies Record<Plan, number | null>;
export const FREE_SESSIONS_PER_MONTH = SESSION_LIMITS.free;
export const EVENTS_PAGE_MAX = 100;

/** Texts the server and the forms show; the first three are the spec's (§5). */
export const EVENT_TEXTS = {
  languageRequired: 'You must choose an event language',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  dateInvalid: 'Enter a valid date and time',
  titleRequired: 'You must choose an event title',
  titleTooLong: `The title must be at most ${EVENT_TITLE_MAX} characters`,
  descriptionTooLong: `The description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  levelRequired: 'Choose a level: 0 Beginner, 1 Medium, 2 Advanced, 3 Native or 4 All levels',
  tagsTooMany: `Add at most ${EVENT_TAGS_MAX} tags`,
  tagInvalid: `Each tag must be 1 to ${EVENT_TAG_MAX} characters`,
  lessonLinkInvalid: 'The lesson link must be a web address (http or https)',
  capacityRange: `An event takes ${EVENT_MIN_USERS} to ${EVENT_MAX_CAPACITY} participants`,
  startInPast: 'The event must start in the future',
  endBeforeStart: 'The end must be after the start',
  tooLong: `An event can last at most ${EVENT_MAX_DURATION_MS / 3_600_000} hours`,
  eventIdRequired: 'Choose an event',
  eventNotFound: 'This event does not exist',
  hostingNeedsPlan: 'Hosting events is for teachers and students on a paid plan. Upgrade your account to host your own events.',
  hostingAwaitsApproval:
    'Your teacher account is waiting for approval. Until it is approved, hosting events needs a paid plan, as for a learner.',
  hostOnly: 'Only the host of this event can do this',
  liveNeedsLogin: 'You have to login first',
  eventFull: 'This event is full',
  eventPast: 'This event has already ended',
  eventCancelled: 'This event has been cancelled',
  eventNotLive: 'This event has not started yet',
  hostIsNotParticipant: 'You are hosting this event',
  capacityBelowParticipants: 'More people already take part than this capacity allows',
  notEditable: 'An event that has ended or was cancelled cannot be changed',
  sessionLimit: `Session Limit Reached: You've used your ${FREE_SESSIONS_PER_MONTH} free sessions this month. Upgrade your account for unlimited sessions.`,
} as const;

import { z } from 'zod';
import type { Plan } from '../common/constants.ts';
import { LANGUAGE_CODES } from '../profile/profile.constants.ts';

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
export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Choose an event type: ${EVENT_TYPES.join(', ')}` });
export type EventType = z.infer<typeof eventTypeSchema>;
/** The spec's default view of an event. */
export const DEFAULT_EVENT_TYPE: EventType = 'CHAT';

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

export const eventPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  image: z.string().nullable(),
});
export type EventPerson = z.infer<typeof eventPersonSchema>;

/** The Event entity of the spec (§3), with what cards and the lobby need besides. */
export const eventSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  title: z.string(),
  event_description: z.string().nullable(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  proficiency: z.number().int().min(0).max(4),
  start_time_utc: z.iso.datetime(),
  end_time_utc: z.iso.datetime(),
  is_private: z.boolean(),
  is_revision: z.boolean(),
  is_cancelled: z.boolean(),
  /** Ended by its host or by its end time passing. */
  is_ended: z.boolean(),
  tags: z.array(z.string()),
  is_live: z.boolean(),
  lesson_link: z.string().nullable(),
  current_room_id: z.string().nullable(),
  host: eventPersonSchema,
  participants: z.array(eventPersonSchema),
  participants_count: z.number().int(),
  max_number_users: z.number().int(),
  is_full: z.boolean(),
  /** The web page of the event (PUBLIC_URL + /event/{event_id}). */
  event_url: z.string(),
  /** "Add to Calendar" for Google: a calendar.google.com template link with title, times, details and location. */
  google_calendar_url: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const queryBool = z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');
/** A list in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const queryList = <T extends z.ZodType>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1) as z.ZodType<z.output<T>[], string[]>);
const isoDateTime = z.iso.datetime({ offset: true, error: EVENT_TEXTS.dateInvalid });

/**
 * GET events. Without times it lists events that have not ended; start_time_utc and end_time_utc bound the
 * start (from, inclusive; until, exclusive). Cancelled events show only on the dashboard (is_dashboard: the
 * caller's own, hosted or joined). Ordered by start, then id.
 */
export const eventsQuerySchema = z.object({
  event_type: queryList(eventTypeSchema).optional(),
  event_languages: queryList(z.enum(LANGUAGE_CODES, { error: EVENT_TEXTS.languageRequired })).optional(),
  start_time_utc: isoDateTime.optional(),
  end_time_utc: isoDateTime.optional(),
  proficiency: queryList(z.coerce.number({ error: EVENT_TEXTS.levelRequired }).int().min(0).max(4)).optional(),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  is_dashboard: queryBool.optional(),
  is_live: queryBool.optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventsPageSchema = z.object({
  items: z.array(eventSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A start or end time: a missing value is a missing date, a date without a time a missing time. */
const eventTime = z.string({ error: EVENT_TEXTS.dateRequired }).superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.dateRequired });
  else if (DATE_ONLY.test(value.trim())) ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.timeRequired });
  else if (!isoDateTime.safeParse(value.trim()).success) ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.dateInvalid });
});

const tag = z.string().trim().min(1, EVENT_TEXTS.tagInvalid).max(EVENT_TAG_MAX, EVENT_TEXTS.tagInvalid);
const lessonLink = z
  .string()
  .trim()
  .max(EVENT_LESSON_LINK_MAX, EVENT_TEXTS.lessonLinkInvalid)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), EVENT_TEXTS.lessonLinkInvalid)
  .transform((v) => (v === '' ? null : v));

/** The fields a host sets; every one optional here so the same shape serves create (below) and update. */
const eventFields = {
  event_title: z
    .string({ error: EVENT_TEXTS.titleRequired })
    .trim()
    .min(1, EVENT_TEXTS.titleRequired)
    .max(EVENT_TITLE_MAX, EVENT_TEXTS.titleTooLong),
  event_description: z.string().trim().max(EVENT_DESCRIPTION_MAX, EVENT_TEXTS.descriptionTooLong).nullish(),
  event_type: eventTypeSchema,
  event_language: z.enum(LANGUAGE_CODES, { error: EVENT_TEXTS.languageRequired }),
  proficiency: z.coerce
    .number({ error: EVENT_TEXTS.levelRequired })
    .int(EVENT_TEXTS.levelRequired)
    .min(0, EVENT_TEXTS.levelRequired)
    .max(4, EVENT_TEXTS.levelRequired),
  start_time_utc: eventTime,
  end_time_utc: eventTime.nullish(),
  is_private: z.boolean(),
  is_revision: z.boolean(),
  tags: z
    .array(tag)
    .max(EVENT_TAGS_MAX, EVENT_TEXTS.tagsTooMany)
    .transform((list) => [...new Set(list)]),
  lesson_link: lessonLink.nullish(),
  max_number_users: z.coerce
    .number({ error: EVENT_TEXTS.capacityRange })
    .int(EVENT_TEXTS.capacityRange)
    .min(EVENT_MIN_USERS, EVENT_TEXTS.capacityRange)
    .max(EVENT_MAX_CAPACITY, EVENT_TEXTS.capacityRange),
};

/**
 * POST event. Defaults: event_type CHAT, end one hour after the start, public, not a revision, no tags,
 * EVENT_DEFAULT_CAPACITY participants.
 */
export const createEventBodySchema = z.object({
  event_title: eventFields.event_title,
  event_description: eventFields.event_description,
  event_type: eventFields.event_type.optional(),
  event_language: eventFields.event_language,
  proficiency: eventFields.proficiency,
  start_time_utc: eventFields.start_time_utc,
  end_time_utc: eventFields.end_time_utc,
  is_private: eventFields.is_private.optional(),
  is_revision: eventFields.is_revision.optional(),
  tags: eventFields.tags.optional(),
  lesson_link: eventFields.lesson_link,
  max_number_users: eventFields.max_number_users.optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PUT event/{id}: any of the create fields; what is left out stays. Moving the start keeps the length. */
export const updateEventBodySchema = z.object({
  event_title: eventFields.event_title.optional(),
  event_description: eventFields.event_description,
  event_type: eventFields.event_type.optional(),
  event_language: eventFields.event_language.optional(),
  proficiency: eventFields.proficiency.optional(),
  start_time_utc: eventFields.start_time_utc.optional(),
  end_time_utc: eventFields.end_time_utc,
  is_private: eventFields.is_private.optional(),
  is_revision: eventFields.is_revision.optional(),
  tags: eventFields.tags.optional(),
  lesson_link: eventFields.lesson_link,
  max_number_users: eventFields.max_number_users.optional(),
});
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** An event named by its event_id (uuid) or its short_event_id. */
export const eventIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const eventConfigParamsSchema = z.object({ eventId: z.string().trim().min(1).max(64) });
export const eventRefSchema = z.object({
  event_id: z
    .string({ error: EVENT_TEXTS.eventIdRequired })
    .trim()
    .min(1, EVENT_TEXTS.eventIdRequired)
    .max(64, EVENT_TEXTS.eventNotFound),
});
export type EventRef = z.infer<typeof eventRefSchema>;

/** Activity settings per event type, read by the live room. */
export const activitySettingsSchema = z.object({
  /** People per breakout room. */
  room_size: z.number().int(),
  /** Minutes before partners rotate; null: no rotation. */
  rotation_minutes: z.number().int().nullable(),
});
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;
export const ACTIVITY_SETTINGS: Record<EventType, ActivitySettings> = {
  NONE: { room_size: 2, rotation_minutes: 12 },
  DISCUSSION: { room_size: 2, rotation_minutes: 12 },
  CHAT: { room_size: 2, rotation_minutes: 12 },
  GEO_GAME: { room_size: 4, rotation_minutes: null },
  CAPTION_THIS: { room_size: 4, rotation_minutes: null },
  PICTIONARY: { room_size: 4, rotation_minutes: null },
  JKLM_FUN: { room_size: 4, rotation_minutes: null },
  HYPERBEAM: { room_size: 4, rotation_minutes: null },
  WHITEBOARD: { room_size: 4, rotation_minutes: null },
};

export const eventConfigSchema = z.object({
  event_id: z.string(),
  event_type: eventTypeSchema,
  min_number_users: z.number().int(),
  max_number_users: z.number().int(),
  activity: activitySettingsSchema,
});
export type EventConfig = z.infer<typeof eventConfigSchema>;

/** Why the caller cannot join an event's live room now. */
export const CAN_JOIN_REASONS = [
  'EVENT_CANCELLED',
  'EVENT_ENDED',
  'EVENT_NOT_LIVE',
  'EVENT_FULL',
  'EXC_SESSION_LIMIT_REACHED',
] as const;
export const canJoinSchema = z.object({
  event_id: z.string(),
  can_join: z.boolean(),
  reason: z.enum(CAN_JOIN_REASONS).nullable(),
  /** The text to show when the caller cannot join. */
  message: z.string().nullable(),
});
export type CanJoin = z.infer<typeof canJoinSchema>;

/** A host of a public event that is live now: someone to drop in on. */
export const huddleHostSchema = z.object({
  host: eventPersonSchema,
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  participants_count: z.number().int(),
});
export const huddleHostsSchema = z.object({ items: z.array(huddleHostSchema) });
export type HuddleHosts = z.infer<typeof huddleHostsSchema>;

/** The caller's sessions against their plan in the current calendar month (UTC). */
export const sessionAllowanceSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type SessionAllowance = z.infer<typeof sessionAllowanceSchema>;

export const eventJoinSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  start_time_utc: z.iso.datetime(),
  joined_at: z.iso.datetime(),
});
export const eventJoinsSchema = z.object({
  items: z.array(eventJoinSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Sessions per calendar month (UTC), newest month first. */
  per_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
  allowance: sessionAllowanceSchema,
});
export type EventJoins = z.infer<typeof eventJoinsSchema>;

/** POST attendance: the caller joined the live room (idempotent per event). */
export const attendanceSchema = z.object({
  event_id: z.string(),
  joined_at: z.iso.datetime(),
  allowance: sessionAllowanceSchema,
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** Match (spec §3): someone the caller was paired with in a live room; the newest pairing per person. */
export const matchSchema = z.object({
  match_id: z.string(),
  user_matched_with: eventPersonSchema,
  event_id: z.string(),
  matched_at: z.iso.datetime(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchesPageSchema = z.object({
  items: z.array(matchSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;

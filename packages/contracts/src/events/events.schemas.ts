import * as z from 'zod/mini';
import { personSchema } from '../common/person.ts';
import { LANGUAGE_CODES } from '../profile/profile.constants.ts';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LESSON_LINK_MAX,
  EVENT_MAX_CAPACITY,
  EVENT_MIN_USERS,
  EVENT_TAG_MAX,
  EVENT_TAGS_MAX,
  EVENT_TEXTS,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  EVENTS_PAGE_MAX,
} from './events.constants.ts';

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Choose an event type: ${EVENT_TYPES.join(', ')}` });
export type EventType = z.infer<typeof eventTypeSchema>;
/** The spec's default view of an event. */
export const DEFAULT_EVENT_TYPE: EventType = 'CHAT';

export const eventPersonSchema = personSchema;
export type EventPerson = z.infer<typeof eventPersonSchema>;

/** The Event entity of the spec (§3), with what cards and the lobby need besides. */
export const eventSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  title: z.string(),
  event_description: z.nullable(z.string()),
  event_type: eventTypeSchema,
  event_language: z.string(),
  proficiency: z.int().check(z.gte(0), z.lte(4)),
  start_time_utc: z.iso.datetime(),
  end_time_utc: z.iso.datetime(),
  is_private: z.boolean(),
  is_revision: z.boolean(),
  is_cancelled: z.boolean(),
  /** Ended by its host or by its end time passing. */
  is_ended: z.boolean(),
  tags: z.array(z.string()),
  is_live: z.boolean(),
  lesson_link: z.nullable(z.string()),
  current_room_id: z.nullable(z.string()),
  host: eventPersonSchema,
  participants: z.array(eventPersonSchema),
  participants_count: z.int(),
  max_number_users: z.int(),
  is_full: z.boolean(),
  /** The web page of the event (PUBLIC_URL + /event/{event_id}). */
  event_url: z.string(),
  /** "Add to Calendar" for Google: a calendar.google.com template link with title, times, details and location. */
  google_calendar_url: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const queryBool = z.pipe(
  z.enum(['true', 'false'], { error: 'Use true or false' }),
  z.transform((v) => v === 'true'),
);
/** A list in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const queryList = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v) =>
        (Array.isArray(v) ? v : [v])
          .flatMap((part) => part.split(','))
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ),
    z.array(item).check(z.minLength(1)) as z.ZodMiniType<z.output<T>[], string[]>,
  );
const isoDateTime = z.iso.datetime({ offset: true, error: EVENT_TEXTS.dateInvalid });

/**
 * GET events. Without times it lists events that have not ended; start_time_utc and end_time_utc bound the
 * start (from, inclusive; until, exclusive). Cancelled events show only on the dashboard (is_dashboard: the
 * caller's own, hosted or joined). Ordered by start, then id.
 */
export const eventsQuerySchema = z.object({
  event_type: z.optional(queryList(eventTypeSchema)),
  event_languages: z.optional(queryList(z.enum(LANGUAGE_CODES, { error: EVENT_TEXTS.languageRequired }))),
  start_time_utc: z.optional(isoDateTime),
  end_time_utc: z.optional(isoDateTime),
  proficiency: z.optional(queryList(z.coerce.number({ error: EVENT_TEXTS.levelRequired }).check(z.int(), z.gte(0), z.lte(4)))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(EVENTS_PAGE_MAX)), 10),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  is_dashboard: z.optional(queryBool),
  is_live: z.optional(queryBool),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventsPageSchema = z.object({
  items: z.array(eventSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A start or end time: a missing value is a missing date, a date without a time a missing time. */
const eventTime = z.string({ error: EVENT_TEXTS.dateRequired }).check(
  z.superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.dateRequired });
    else if (DATE_ONLY.test(value.trim())) ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.timeRequired });
    else if (!isoDateTime.safeParse(value.trim()).success) ctx.addIssue({ code: 'custom', message: EVENT_TEXTS.dateInvalid });
  }),
);

const tag = z
  .string()
  .check(z.trim(), z.minLength(1, EVENT_TEXTS.tagInvalid), z.maxLength(EVENT_TAG_MAX, EVENT_TEXTS.tagInvalid));
const lessonLink = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(EVENT_LESSON_LINK_MAX, EVENT_TEXTS.lessonLinkInvalid),
    z.refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), EVENT_TEXTS.lessonLinkInvalid),
  ),
  z.transform((v) => (v === '' ? null : v)),
);

/** The fields a host sets; every one optional here so the same shape serves create (below) and update. */
const eventFields = {
  event_title: z
    .string({ error: EVENT_TEXTS.titleRequired })
    .check(z.trim(), z.minLength(1, EVENT_TEXTS.titleRequired), z.maxLength(EVENT_TITLE_MAX, EVENT_TEXTS.titleTooLong)),
  event_description: z.nullish(z.string().check(z.trim(), z.maxLength(EVENT_DESCRIPTION_MAX, EVENT_TEXTS.descriptionTooLong))),
  event_type: eventTypeSchema,
  event_language: z.enum(LANGUAGE_CODES, { error: EVENT_TEXTS.languageRequired }),
  proficiency: z.coerce
    .number({ error: EVENT_TEXTS.levelRequired })
    .check(z.int(EVENT_TEXTS.levelRequired), z.gte(0, EVENT_TEXTS.levelRequired), z.lte(4, EVENT_TEXTS.levelRequired)),
  start_time_utc: eventTime,
  end_time_utc: z.nullish(eventTime),
  is_private: z.boolean(),
  is_revision: z.boolean(),
  tags: z.pipe(
    z.array(tag).check(z.maxLength(EVENT_TAGS_MAX, EVENT_TEXTS.tagsTooMany)),
    z.transform((list) => [...new Set(list)]),
  ),
  lesson_link: z.nullish(lessonLink),
  max_number_users: z.coerce
    .number({ error: EVENT_TEXTS.capacityRange })
    .check(
      z.int(EVENT_TEXTS.capacityRange),
      z.gte(EVENT_MIN_USERS, EVENT_TEXTS.capacityRange),
      z.lte(EVENT_MAX_CAPACITY, EVENT_TEXTS.capacityRange),
    ),
};

/**
 * POST event. Defaults: event_type CHAT, end one hour after the start, public, not a revision, no tags,
 * EVENT_DEFAULT_CAPACITY participants.
 */
export const createEventBodySchema = z.object({
  event_title: eventFields.event_title,
  event_description: eventFields.event_description,
  event_type: z.optional(eventFields.event_type),
  event_language: eventFields.event_language,
  proficiency: eventFields.proficiency,
  start_time_utc: eventFields.start_time_utc,
  end_time_utc: eventFields.end_time_utc,
  is_private: z.optional(eventFields.is_private),
  is_revision: z.optional(eventFields.is_revision),
  tags: z.optional(eventFields.tags),
  lesson_link: eventFields.lesson_link,
  max_number_users: z.optional(eventFields.max_number_users),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PUT event/{id}: any of the create fields; what is left out stays. Moving the start keeps the length. */
export const updateEventBodySchema = z.object({
  event_title: z.optional(eventFields.event_title),
  event_description: eventFields.event_description,
  event_type: z.optional(eventFields.event_type),
  event_language: z.optional(eventFields.event_language),
  proficiency: z.optional(eventFields.proficiency),
  start_time_utc: z.optional(eventFields.start_time_utc),
  end_time_utc: eventFields.end_time_utc,
  is_private: z.optional(eventFields.is_private),
  is_revision: z.optional(eventFields.is_revision),
  tags: z.optional(eventFields.tags),
  lesson_link: eventFields.lesson_link,
  max_number_users: z.optional(eventFields.max_number_users),
});
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** An event named by its event_id (uuid) or its short_event_id. */
export const eventIdParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
export const eventRefSchema = z.object({
  event_id: z
    .string({ error: EVENT_TEXTS.eventIdRequired })
    .check(z.trim(), z.minLength(1, EVENT_TEXTS.eventIdRequired), z.maxLength(64, EVENT_TEXTS.eventNotFound)),
});
export type EventRef = z.infer<typeof eventRefSchema>;

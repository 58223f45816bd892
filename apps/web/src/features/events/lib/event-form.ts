import {
  createEventBodySchema,
  DEFAULT_EVENT_TYPE,
  EVENT_DEFAULT_CAPACITY,
  EVENT_DEFAULT_DURATION_MS,
  EVENT_DESCRIPTION_MAX,
  EVENT_MAX_DURATION_MS,
  EVENT_TEXTS,
  eventTypeSchema,
  type CreateEventBody,
  type Event,
} from '@parley/contracts';
import { addDays } from 'date-fns/addDays';
import { addMilliseconds } from 'date-fns/addMilliseconds';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api/api-error.ts';

const fields = createEventBodySchema.shape;
const TIME = /^\d{2}:\d{2}$/;

/**
 * The create and edit form: the contracts' field rules, with the start as a date and a time field (the spec's
 * "Date is required" and "Time is required") and the end as a time on the same day, or the next when earlier.
 */
export const eventFormSchema = z
  .object({
    event_title: fields.event_title,
    event_description: z.string().check(z.trim(), z.maxLength(EVENT_DESCRIPTION_MAX, EVENT_TEXTS.descriptionTooLong)),
    event_type: eventTypeSchema,
    event_language: fields.event_language,
    proficiency: fields.proficiency,
    date: z.string().check(z.minLength(1, EVENT_TEXTS.dateRequired)),
    time: z.string().check(z.minLength(1, EVENT_TEXTS.timeRequired)),
    end_time: z.string(),
    is_private: z.boolean(),
    is_revision: z.boolean(),
    tags: fields.tags.def.innerType,
    lesson_link: fields.lesson_link,
    max_number_users: fields.max_number_users.def.innerType,
  })
  .check(
    z.superRefine((values, ctx) => {
      const start = startOf(values.date, values.time);
      if (values.date && values.time && !start)
        ctx.addIssue({ code: 'custom', path: ['time'], message: EVENT_TEXTS.dateInvalid });
      if (!start || !values.end_time) return;
      const end = endOf(start, values.end_time);
      if (!end) ctx.addIssue({ code: 'custom', path: ['end_time'], message: EVENT_TEXTS.dateInvalid });
      else if (end.getTime() - start.getTime() > EVENT_MAX_DURATION_MS) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: EVENT_TEXTS.tooLong });
      }
    }),
  );

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

function startOf(date: string, time: string): Date | null {
  if (!date || !TIME.test(time)) return null;
  const start = new Date(`${date}T${time}`);
  return isValid(start) ? start : null;
}

/** The end on the start's day, or on the next day when the time is not after the start (an event past midnight). */
function endOf(start: Date, time: string): Date | null {
  const sameDay = startOf(format(start, 'yyyy-MM-dd'), time);
  if (!sameDay) return null;
  return sameDay > start ? sameDay : addDays(sameDay, 1);
}

/** The end field's default: one hour after the start time (the spec's default event length). */
export function defaultEndTime(time: string): string {
  const start = startOf('2000-01-01', time);
  return start ? format(addMilliseconds(start, EVENT_DEFAULT_DURATION_MS), 'HH:mm') : '';
}

export function formValuesOf(event: Event | null): EventFormInput {
  if (!event) {
    return {
      event_title: '',
      event_description: '',
      event_type: DEFAULT_EVENT_TYPE,
      event_language: '' as EventFormInput['event_language'],
      proficiency: '4',
      date: '',
      time: '',
      end_time: '',
      is_private: false,
      is_revision: false,
      tags: [],
      lesson_link: '',
      max_number_users: String(EVENT_DEFAULT_CAPACITY),
    };
  }
  const start = new Date(event.start_time_utc);
  return {
    event_title: event.event_title,
    event_description: event.event_description ?? '',
    event_type: event.event_type,
    event_language: event.event_language as EventFormInput['event_language'],
    proficiency: String(event.proficiency),
    date: format(start, 'yyyy-MM-dd'),
    time: format(start, 'HH:mm'),
    end_time: format(new Date(event.end_time_utc), 'HH:mm'),
    is_private: event.is_private,
    is_revision: event.is_revision,
    tags: event.tags,
    lesson_link: event.lesson_link ?? '',
    max_number_users: String(event.max_number_users),
  };
}

/** The body of POST event and PUT event/{id}: times in UTC; no end means the server's one-hour default. */
export function bodyOf(values: EventFormValues): CreateEventBody {
  const start = startOf(values.date, values.time)!;
  const end = values.end_time ? endOf(start, values.end_time) : null;
  return {
    event_title: values.event_title,
    event_description: values.event_description,
    event_type: values.event_type,
    event_language: values.event_language,
    proficiency: values.proficiency,
    start_time_utc: start.toISOString(),
    end_time_utc: end ? end.toISOString() : null,
    is_private: values.is_private,
    is_revision: values.is_revision,
    tags: values.tags,
    lesson_link: values.lesson_link ?? '',
    max_number_users: values.max_number_users,
  };
}

const FIELD_OF_BODY: Record<string, keyof EventFormInput> = { start_time_utc: 'time', end_time_utc: 'end_time' };

/** The server names the start and end by their body fields; the form shows those errors under its time fields. */
export function inFormTerms(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const issues = error.issues.map((issue) => {
    const [where, field, ...rest] = issue.loc;
    const renamed = typeof field === 'string' ? (FIELD_OF_BODY[field] ?? field) : field;
    return { ...issue, loc: [where, renamed, ...rest] as typeof issue.loc };
  });
  return new ApiError(error.status, error.code, error.message, issues);
}

import * as z from 'zod/mini';
import { LESSON_GROUP_SIZE_MAX } from '../lessons/lessons.constants.ts';
import { AVAILABILITY_SLOTS_MAX, STOREFRONT_TEXTS as T } from './storefront.constants.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const timeSchema = z.string({ error: T.slotTimeInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.slotTimeInvalid));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const availabilitySlotSchema = z
  .object({ day: z.enum(WEEKDAYS), start: timeSchema, end: timeSchema })
  .check(z.refine((slot) => slot.end > slot.start, { message: T.slotEndBeforeStart, path: ['end'] }));
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

const overlaps = (slots: readonly AvailabilitySlot[]) =>
  slots.some((a, i) => slots.some((b, j) => i < j && a.day === b.day && a.start < b.end && b.start < a.end));

/**
 * When a teacher holds live sessions: weekly slots in the teacher's own time zone (ADR 0029), each bookable by up to
 * `group_size` students (ADR 0060; rows saved before it have none and mean 1).
 */
export const availabilitySchema = z.object({
  group_size: z._default(
    z
      .number({ error: T.groupSizeRange })
      .check(z.int(T.groupSizeRange), z.gte(1, T.groupSizeRange), z.lte(LESSON_GROUP_SIZE_MAX, T.groupSizeRange)),
    1,
  ),
  timezone: z
    .string({ error: T.timezoneInvalid })
    .check(z.minLength(1, T.timezoneInvalid), z.maxLength(64), z.refine(isTimeZone, T.timezoneInvalid)),
  slots: z.pipe(
    z.array(availabilitySlotSchema).check(
      z.maxLength(AVAILABILITY_SLOTS_MAX, T.slotsTooMany),
      z.refine((slots) => !overlaps(slots), T.slotsOverlap),
    ),
    z.transform((slots) =>
      [...slots].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start)),
    ),
  ),
});
export type Availability = z.output<typeof availabilitySchema>;

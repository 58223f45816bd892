import { BOOKING_CUTOFF_HOURS, type LessonSlot } from '@parley/contracts';
import { timeOfDay, weekdayDate } from '../../../lib/format/date-time.ts';

/** What a slot and a booking share: when the lesson is. */
export interface LessonTimes {
  starts_at: string;
  ends_at: string;
}

/** "18:00–19:00" in the reader's time zone. */
export const timeRange = (lesson: LessonTimes) => `${timeOfDay(lesson.starts_at)}–${timeOfDay(lesson.ends_at)}`;

/** "Monday, 30 November, 18:00–19:00" in the reader's time zone. */
export const lessonTime = (lesson: LessonTimes) => `${weekdayDate(lesson.starts_at)}, ${timeRange(lesson)}`;

/** The reader's own time zone, as people read it ("America/New York"). */
export const ownTimeZone = () => zoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);

export const zoneName = (zone: string) => zone.replace(/_/g, ' ');

export interface LessonDay<T extends LessonTimes> {
  key: string;
  label: string;
  lessons: T[];
}

/** Lessons grouped by the reader's calendar day (a teacher's evening may be the reader's next morning), in order. */
export function byDay<T extends LessonTimes>(lessons: readonly T[]): LessonDay<T>[] {
  const days = new Map<string, LessonDay<T>>();
  for (const lesson of [...lessons].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const key = new Date(lesson.starts_at).toDateString();
    const day = days.get(key) ?? { key, label: weekdayDate(lesson.starts_at), lessons: [] };
    day.lessons.push(lesson);
    days.set(key, day);
  }
  return [...days.values()];
}

/** Whether the slot still has a free place; `bookable` also says no when the caller's allowance is used up. */
export const hasPlace = (slot: LessonSlot) => slot.booked < slot.capacity;

/** When a lesson stops being bookable, movable and cancellable (ADR 0060), in ms. */
export const changeableUntil = (startsAt: string) => Date.parse(startsAt) - BOOKING_CUTOFF_HOURS * 3_600_000;

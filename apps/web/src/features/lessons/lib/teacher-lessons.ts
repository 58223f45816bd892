import { shownName, type Booking } from '@parley/contracts';
import type { LessonTimes } from './lesson-time.ts';

/** One of the teacher's lessons: a group lesson has a booking per student, all in one event. */
export interface TaughtLesson extends LessonTimes {
  event_id: string;
  students: string[];
}

/** The teacher's booked lessons that have not ended, one per event, in time order. */
export function taughtLessons(bookings: readonly Booking[]): TaughtLesson[] {
  const lessons = new Map<string, TaughtLesson>();
  for (const booking of bookings) {
    if (booking.status !== 'booked' || booking.is_over) continue;
    const lesson = lessons.get(booking.event_id) ?? {
      event_id: booking.event_id,
      starts_at: booking.starts_at,
      ends_at: booking.ends_at,
      students: [],
    };
    lesson.students.push(shownName(booking.student));
    lessons.set(booking.event_id, lesson);
  }
  return [...lessons.values()].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

export const isToday = (lesson: LessonTimes, now: number) =>
  new Date(lesson.starts_at).toDateString() === new Date(now).toDateString();

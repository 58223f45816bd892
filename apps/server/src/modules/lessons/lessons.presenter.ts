import { BOOKING_CUTOFF_HOURS, type Booking } from '@parley/contracts';
import type { BookingView } from './lessons.store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The last moment a lesson starting at `startsAt` can be booked, moved or cancelled. */
export const changeableUntil = (startsAt: Date) => new Date(startsAt.getTime() - BOOKING_CUTOFF_HOURS * HOUR_MS);

export const presentBooking = (
  { booking, lesson, shortEventId, eventEndedAt, teacher, student }: BookingView,
  now: Date,
): Booking => ({
  id: booking.id,
  teacher,
  student,
  starts_at: lesson.startsAt.toISOString(),
  ends_at: lesson.endsAt.toISOString(),
  event_id: lesson.eventId,
  short_event_id: shortEventId,
  status: booking.status,
  is_over: now >= lesson.endsAt || eventEndedAt !== null,
  changeable_until: changeableUntil(lesson.startsAt).toISOString(),
  rating: booking.rating === null ? null : { rating: booking.rating, comment: booking.comment },
});

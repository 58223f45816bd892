/**
 * Lessons (issue 20 part 2): the teacher's weekly availability becomes bookable by students holding the teacher's
 * Basic or Premium plan; numbers the spec does not give are ours (ADR 0060).
 */
export const BOOKINGS_PREFIX = '/api/v1/sdk/bookings';

/** How far ahead slots are offered. */
export const BOOKING_WINDOW_DAYS = 14;
/** Bookings and cancellations close this long before a lesson starts. */
export const BOOKING_CUTOFF_HOURS = 12;
export const LESSON_GROUP_SIZE_MAX = 10;
export const RATING_COMMENT_MAX = 1000;
/** A teacher's average is shown once this many lessons were rated. */
export const RATINGS_SHOWN_FROM = 3;

export const LESSON_TEXTS = {
  planRequired: 'Book lessons with a Basic or Premium plan with this teacher',
  teacherNotFound: 'This teacher does not offer lessons',
  slotNotOffered: 'The teacher does not teach at this time',
  tooLate: `Lessons can be booked, moved or cancelled until ${BOOKING_CUTOFF_HOURS} hours before they start`,
  slotFull: 'This lesson is full. Please choose another time',
  alreadyBooked: 'You have already booked this lesson',
  weekUsed: 'You have used this week’s live sessions',
  dayUsed: 'You have already booked a live session that day',
  bookingNotFound: 'This booking does not exist',
  notYetOver: 'You can rate a lesson once it is over',
  ratingRange: 'Choose 1 to 5 stars',
  commentTooLong: `A comment can have at most ${RATING_COMMENT_MAX} characters`,
  lessonTitle: 'Lesson with {name}',
  booked: 'Your lesson is booked',
  cancelled: 'Your lesson is cancelled',
} as const;

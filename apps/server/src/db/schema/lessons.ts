import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One occurrence of a teacher's weekly slot that someone booked: its private live event and its places (ADR 0060). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: smallint('capacity').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lessons_teacher_start_idx').on(t.teacherId, t.startsAt)],
);
export type LessonRow = typeof lessons.$inferSelect;

/** A student's place in a lesson; a cancelled one stays for the record and frees the place. */
export const lessonBookings = pgTable(
  'lesson_bookings',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    rating: smallint('rating'),
    comment: text('comment'),
    ratedAt: at('rated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('lesson_bookings_lesson_idx').on(t.lessonId),
    // A student holds one place in a lesson at most: booking twice at once cannot make two.
    uniqueIndex('lesson_bookings_one_place_idx')
      .on(t.lessonId, t.studentId)
      .where(sql`${t.status} = 'booked'`),
    index('lesson_bookings_student_idx').on(t.studentId, t.status),
  ],
);
export type LessonBookingRow = typeof lessonBookings.$inferSelect;

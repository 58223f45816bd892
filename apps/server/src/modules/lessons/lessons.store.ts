import { aliasedTable, and, asc, count, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { events, lessonBookings, lessons, teacherHomepages, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { shownName } from '../../shared/shown-name.ts';

/** The teacher's availability; with `lock`, the homepage row is held so that one teacher's bookings go one at a time. */
export async function teacherOffer(db: Tx, teacherId: number, lock = false) {
  const query = db
    .select({ availability: teacherHomepages.availability, name: shownName })
    .from(teacherHomepages)
    .innerJoin(users, eq(users.id, teacherHomepages.userId))
    .where(and(eq(teacherHomepages.userId, teacherId), eq(users.status, 'TEACHER')));
  const [row] = await (lock ? query.for('update', { of: teacherHomepages }) : query);
  return row;
}

/** Lessons of a teacher starting in [from, until) with how many places are taken. */
export async function lessonsBetween(db: Tx, teacherId: number, from: Date, until: Date) {
  const rows = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.teacherId, teacherId), gte(lessons.startsAt, from), lt(lessons.startsAt, until)));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ lessonId: lessonBookings.lessonId, n: count() })
    .from(lessonBookings)
    .where(
      and(
        inArray(
          lessonBookings.lessonId,
          rows.map((r) => r.id),
        ),
        eq(lessonBookings.status, 'booked'),
      ),
    )
    .groupBy(lessonBookings.lessonId);
  return rows.map((lesson) => ({ lesson, booked: counts.find((c) => c.lessonId === lesson.id)?.n ?? 0 }));
}

/** The student's place in a lesson, if they hold one. */
export async function placeOf(tx: Tx, lessonId: number, studentId: number) {
  const [row] = await tx
    .select({ id: lessonBookings.id })
    .from(lessonBookings)
    .where(
      and(eq(lessonBookings.lessonId, lessonId), eq(lessonBookings.studentId, studentId), eq(lessonBookings.status, 'booked')),
    );
  return row;
}

export async function lessonAt(tx: Tx, teacherId: number, startsAt: Date) {
  const [row] = await tx
    .select()
    .from(lessons)
    .where(and(eq(lessons.teacherId, teacherId), eq(lessons.startsAt, startsAt)));
  return row;
}

export async function insertLesson(tx: Tx, values: typeof lessons.$inferInsert) {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
}

export async function bookedCount(tx: Tx, lessonId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(lessonBookings)
    .where(and(eq(lessonBookings.lessonId, lessonId), eq(lessonBookings.status, 'booked')));
  return row?.n ?? 0;
}

/** The student's booked lessons with a teacher starting in [from, until), leaving one booking out (a move). */
export async function bookedWith(tx: Tx, studentId: number, teacherId: number, from: Date, until: Date, except?: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(lessonBookings)
    .innerJoin(lessons, eq(lessons.id, lessonBookings.lessonId))
    .where(
      and(
        eq(lessonBookings.studentId, studentId),
        eq(lessonBookings.status, 'booked'),
        eq(lessons.teacherId, teacherId),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, until),
        except === undefined ? undefined : ne(lessonBookings.id, except),
      ),
    );
  return row?.n ?? 0;
}

export async function insertBooking(tx: Tx, values: typeof lessonBookings.$inferInsert) {
  const [row] = await tx.insert(lessonBookings).values(values).returning({ id: lessonBookings.id });
  return row!.id;
}

export async function updateBooking(tx: Tx, id: number, values: Partial<typeof lessonBookings.$inferInsert>) {
  await tx.update(lessonBookings).set(values).where(eq(lessonBookings.id, id));
}

const teacher = aliasedTable(users, 'teacher');
const person = (u: typeof users) => ({ id: u.id, username: u.username, display_name: u.displayName, image: u.image });

const bookingsQuery = (db: Tx) =>
  db
    .select({
      booking: lessonBookings,
      lesson: lessons,
      shortEventId: events.shortId,
      eventEndedAt: events.endedAt,
      teacher: person(teacher),
      student: person(users),
    })
    .from(lessonBookings)
    .innerJoin(lessons, eq(lessons.id, lessonBookings.lessonId))
    .innerJoin(events, eq(events.id, lessons.eventId))
    .innerJoin(teacher, eq(teacher.id, lessons.teacherId))
    .innerJoin(users, eq(users.id, lessonBookings.studentId));
export type BookingView = Awaited<ReturnType<ReturnType<typeof bookingsQuery>['where']>>[number];

export async function bookingById(db: Tx, id: number, lock = false) {
  const query = bookingsQuery(db).where(eq(lessonBookings.id, id));
  const [row] = await (lock ? query.for('update', { of: lessonBookings }) : query);
  return row;
}

/** A person's bookings as student or as teacher, from `since` on, earliest first; a teacher sees the booked ones. */
export const bookingsOf = (db: Db, userId: number, since: Date) =>
  bookingsQuery(db)
    .where(
      and(
        gte(lessons.endsAt, since),
        or(eq(lessonBookings.studentId, userId), and(eq(lessons.teacherId, userId), eq(lessonBookings.status, 'booked'))),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessonBookings.id));

/** A teacher's rated lessons: the average and how many. */
export async function ratingOf(db: Db, teacherId: number) {
  const [row] = await db
    .select({ average: sql<number | null>`avg(${lessonBookings.rating})::float`, count: count() })
    .from(lessonBookings)
    .innerJoin(lessons, eq(lessons.id, lessonBookings.lessonId))
    .where(and(eq(lessons.teacherId, teacherId), isNotNull(lessonBookings.rating)));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

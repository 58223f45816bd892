import { and, ne, asc, count, desc, eq, gte, ilike, inArray, isNull, or } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { recordings, reviewRequests, teacherSubscriptions, users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db/port.ts';
import { shownName } from '../../../shared/shown-name.ts';

/**
 * Review requests as the API answers them, with the student's name; callers add their conditions and order. The request
 * of a recording its student deleted is kept for the plan's monthly count (ADR 0090), and shown to nobody.
 */
const requestRows = (db: Tx) =>
  db
    .select({
      recording_id: reviewRequests.recordingId,
      student_display_name: shownName,
      created_at: reviewRequests.createdAt,
      status: reviewRequests.status,
    })
    .from(reviewRequests)
    .innerJoin(recordings, and(eq(recordings.id, reviewRequests.recordingId), isNull(recordings.cancelledAt)))
    .innerJoin(users, eq(users.id, recordings.userId))
    .$dynamic();
export type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

export async function findRequest(db: Tx, recordingId: number): Promise<RequestRow | undefined> {
  const [row] = await requestRows(db).where(eq(reviewRequests.recordingId, recordingId));
  return row;
}

/** What students sent this teacher, matching a name when given, newest or oldest first. */
export function requestsTo(db: Tx, teacherId: number, nameLike: string | null, sort: 'newest' | 'oldest') {
  return requestRows(db)
    .where(
      and(
        eq(reviewRequests.teacherId, teacherId),
        nameLike
          ? or(ilike(users.displayName, nameLike), ilike(users.fullName, nameLike), ilike(users.username, nameLike))
          : undefined,
      ),
    )
    .orderBy(
      sort === 'oldest' ? asc(reviewRequests.createdAt) : desc(reviewRequests.createdAt),
      desc(reviewRequests.recordingId),
    );
}

export async function isTeacher(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'TEACHER')));
  return Boolean(row);
}

export async function insertRequest(db: Tx, recordingId: number, teacherId: number, now: Date) {
  await db.insert(reviewRequests).values({ recordingId, teacherId, createdAt: now }).onConflictDoNothing();
}

/** Sets a teacher's request's status; false when this teacher has no request for the recording. */
/** Whether the teacher's request exists, and whether this call changed its status. */
export async function setRequestStatus(
  db: Tx,
  recordingId: number,
  teacherId: number,
  status: 'reviewed' | 'accepted',
  now: Date,
) {
  const theirs = and(eq(reviewRequests.recordingId, recordingId), eq(reviewRequests.teacherId, teacherId));
  const changed = await db
    .update(reviewRequests)
    .set({ status, updatedAt: now })
    .where(and(theirs, ne(reviewRequests.status, status)))
    .returning({ id: reviewRequests.recordingId });
  if (changed.length > 0) return { found: true, changed: true };
  const [kept] = await db.select({ id: reviewRequests.recordingId }).from(reviewRequests).where(theirs);
  return { found: kept !== undefined, changed: false };
}

/**
 * The student's live Basic or Premium plan with this teacher, locked so two requests at once cannot both take the last
 * recording of the month. Read only: the storefront keeps these rows from the provider's events.
 */
export async function lockTeacherPlan(tx: Tx, studentId: number, teacherId: number) {
  const [row] = await tx
    .select({ tier: teacherSubscriptions.tier })
    .from(teacherSubscriptions)
    .where(
      and(
        eq(teacherSubscriptions.studentId, studentId),
        eq(teacherSubscriptions.teacherId, teacherId),
        inArray(teacherSubscriptions.tier, ['basic', 'premium']),
        inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** Recordings the student sent this teacher since a moment, deleted ones too: deleting gives none back (ADR 0090). */
export async function sentSince(tx: Tx, studentId: number, teacherId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewRequests)
    .innerJoin(recordings, eq(recordings.id, reviewRequests.recordingId))
    .where(and(eq(reviewRequests.teacherId, teacherId), eq(recordings.userId, studentId), gte(reviewRequests.createdAt, since)));
  return row?.n ?? 0;
}

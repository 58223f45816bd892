import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { REVIEW_TEXTS, TEACHER_REVIEW_PLANS, type Plan, type ReviewRequest, type UserStatus } from '@parley/contracts';
import { recordings, reviewRequests, users } from '../../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../errors.ts';
import type { Db } from '../../../platform/db/port.ts';
import { ownRecording } from '../recordings/recordings.service.ts';
import { reviewOf } from './access.ts';

interface Viewer {
  id: number;
  plan: Plan;
  status: UserStatus;
}

const studentName = sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(${users.fullName}, ''), ${users.username})`;

/** Review requests as the API answers them, with the student's name; callers add their conditions and order. */
const requestRows = (db: Db) =>
  db
    .select({
      recording_id: reviewRequests.recordingId,
      student_display_name: studentName,
      created_at: reviewRequests.createdAt,
      status: reviewRequests.status,
    })
    .from(reviewRequests)
    .innerJoin(recordings, eq(recordings.id, reviewRequests.recordingId))
    .innerJoin(users, eq(users.id, recordings.userId))
    .$dynamic();

const present = (row: { created_at: Date } & Omit<ReviewRequest, 'created_at'>): ReviewRequest => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

async function presentRequest(db: Db, recordingId: number): Promise<ReviewRequest> {
  const [row] = await requestRows(db).where(eq(reviewRequests.recordingId, recordingId));
  if (!row) throw notFound(REVIEW_TEXTS.notFound);
  return present(row);
}

/** A learner sends a processed recording to a teacher; asking the same teacher again answers the same request. */
export async function requestReview(db: Db, viewer: Viewer, recordingId: number, teacherId: number) {
  const recording = await ownRecording(db, viewer, recordingId);
  if (!TEACHER_REVIEW_PLANS.includes(viewer.plan)) throw forbidden(REVIEW_TEXTS.needsPlan);
  if (recording.status !== 'PROCESSED') throw conflict(REVIEW_TEXTS.notProcessed);
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.status, 'TEACHER')));
  if (!teacher || teacher.id === viewer.id) throw badRequest('VALIDATION_ERROR', REVIEW_TEXTS.notATeacher, 'teacher_id');
  await db.insert(reviewRequests).values({ recordingId, teacherId }).onConflictDoNothing();
  const sent = await reviewOf(db, recordingId);
  if (sent?.teacherId !== teacherId) throw conflict('This recording was already sent to another teacher');
  return presentRequest(db, recordingId);
}

const mustTeach = (viewer: Viewer) => {
  if (viewer.status !== 'TEACHER') throw forbidden(REVIEW_TEXTS.teachersOnly);
};

/** "Recordings to review": what students sent this teacher, by student name, newest or oldest first. */
export async function teacherRequests(db: Db, viewer: Viewer, query: { search?: string | undefined; sort: 'newest' | 'oldest' }) {
  mustTeach(viewer);
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await requestRows(db)
    .where(
      and(
        eq(reviewRequests.teacherId, viewer.id),
        isNull(recordings.cancelledAt),
        term ? or(ilike(users.displayName, term), ilike(users.fullName, term), ilike(users.username, term)) : undefined,
      ),
    )
    .orderBy(
      query.sort === 'oldest' ? asc(reviewRequests.createdAt) : desc(reviewRequests.createdAt),
      desc(reviewRequests.recordingId),
    );
  return rows.map(present);
}

/** The teacher marks a request reviewed, or back to be reviewed. */
export async function updateReview(db: Db, viewer: Viewer, recordingId: number, reviewed: boolean) {
  mustTeach(viewer);
  const updated = await db
    .update(reviewRequests)
    .set({ status: reviewed ? 'reviewed' : 'accepted', updatedAt: new Date() })
    .where(and(eq(reviewRequests.recordingId, recordingId), eq(reviewRequests.teacherId, viewer.id)))
    .returning({ id: reviewRequests.recordingId });
  if (updated.length === 0) throw notFound(REVIEW_TEXTS.notFound);
  return presentRequest(db, recordingId);
}

import { and, asc, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { REVIEW_TEXTS, TEACHER_REVIEW_PLANS, type Plan, type ReviewRequest, type UserStatus } from '@parley/contracts';
import { recordings, reviewRequests, users } from '../../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../errors.ts';
import type { Db } from '../../../platform/db/port.ts';
import { ownRecording } from '../../recordings/public.ts';
import { shownName } from '../../../shared/shown-name.ts';
import { reviewOf } from '../../recordings/public.ts';
import { checkAllowance, lockTeacherPlan } from './teacher-plan.ts';

interface Viewer {
  id: number;
  plan: Plan;
  status: UserStatus;
}

/** Review requests as the API answers them, with the student's name; callers add their conditions and order. */
const requestRows = (db: Db) =>
  db
    .select({
      recording_id: reviewRequests.recordingId,
      student_display_name: shownName,
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

/**
 * A learner sends a processed recording to a teacher; asking the same teacher again answers the same request. A
 * student with a Basic or Premium plan with that teacher spends one of the plan's recordings this month (ADR 0030);
 * without one, a paid learner plan lets them ask any teacher (ADR 0027, teacher review).
 */
export async function requestReview(db: Db, viewer: Viewer, recordingId: number, teacherId: number, now: Date) {
  const recording = await ownRecording(db, viewer, recordingId);
  return db.transaction(async (tx) => {
    const teacherPlan = await lockTeacherPlan(tx, viewer.id, teacherId);
    if (!teacherPlan && !TEACHER_REVIEW_PLANS.includes(viewer.plan)) throw forbidden(REVIEW_TEXTS.needsPlan);
    if (recording.status !== 'PROCESSED') throw conflict(REVIEW_TEXTS.notProcessed);
    const [teacher] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, teacherId), eq(users.status, 'TEACHER')));
    if (!teacher || teacher.id === viewer.id) throw badRequest('VALIDATION_ERROR', REVIEW_TEXTS.notATeacher, 'teacher_id');
    const already = await reviewOf(tx, recordingId);
    // A paid learner plan may ask any teacher uncounted; a teacher plan bought on top must not take that away.
    const counted = teacherPlan && !already && !TEACHER_REVIEW_PLANS.includes(viewer.plan);
    if (counted) await checkAllowance(tx, teacherPlan.tier, viewer.id, teacherId, now);
    await tx.insert(reviewRequests).values({ recordingId, teacherId, createdAt: now }).onConflictDoNothing();
    const sent = already ?? (await reviewOf(tx, recordingId));
    if (sent?.teacherId !== teacherId) throw conflict('This recording was already sent to another teacher');
    return presentRequest(tx, recordingId);
  });
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
export async function updateReview(db: Db, viewer: Viewer, recordingId: number, reviewed: boolean, now: Date) {
  mustTeach(viewer);
  const updated = await db
    .update(reviewRequests)
    .set({ status: reviewed ? 'reviewed' : 'accepted', updatedAt: now })
    .where(and(eq(reviewRequests.recordingId, recordingId), eq(reviewRequests.teacherId, viewer.id)))
    .returning({ id: reviewRequests.recordingId });
  if (updated.length === 0) throw notFound(REVIEW_TEXTS.notFound);
  return presentRequest(db, recordingId);
}

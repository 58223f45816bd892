import { REVIEW_TEXTS, TEACHER_REVIEW_PLANS, type ReviewRequest } from '@parley/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../../errors.ts';
import type { Db, Tx } from '../../../platform/db/port.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { DomainEventBus } from '../../../shared/domain-events.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import { findRecording, ownRecording, reviewOf } from '../../recordings/public.ts';
import * as store from './review.store.ts';
import type { RequestRow } from './review.store.ts';
import { checkAllowance, lockTeacherPlan } from './teacher-plan.ts';

const present = (row: RequestRow): ReviewRequest => ({ ...row, created_at: row.created_at.toISOString() });

async function presentRequest(db: Tx, recordingId: number): Promise<ReviewRequest> {
  const row = await store.findRequest(db, recordingId);
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
    if (teacherId === viewer.id || !(await store.isTeacher(tx, teacherId)))
      throw badRequest('VALIDATION_ERROR', REVIEW_TEXTS.notATeacher, 'teacher_id');
    const already = await reviewOf(tx, recordingId);
    // A paid learner plan may ask any teacher uncounted; a teacher plan bought on top must not take that away.
    const counted = teacherPlan && !already && !TEACHER_REVIEW_PLANS.includes(viewer.plan);
    if (counted) await checkAllowance(tx, teacherPlan.tier, viewer.id, teacherId, now);
    await store.insertRequest(tx, recordingId, teacherId, now);
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
  const rows = await store.requestsTo(db, viewer.id, term, query.sort);
  return rows.map(present);
}

/** The teacher marks a request reviewed, or back to be reviewed. */
/** Marking a request reviewed tells its student, once per change: their teacher's feedback is there to read. */
export async function updateReview(
  deps: { db: Db; domain: DomainEventBus },
  viewer: Viewer & Pick<UserRow, 'displayName' | 'fullName' | 'username'>,
  recordingId: number,
  reviewed: boolean,
  now: Date,
) {
  mustTeach(viewer);
  const { found, changed } = await store.setRequestStatus(
    deps.db,
    recordingId,
    viewer.id,
    reviewed ? 'reviewed' : 'accepted',
    now,
  );
  if (!found) throw notFound(REVIEW_TEXTS.notFound);
  const request = await presentRequest(deps.db, recordingId);
  const recording = changed && reviewed ? await findRecording(deps.db, recordingId) : null;
  if (recording) {
    const teacher = viewer.displayName || viewer.fullName || viewer.username;
    await deps.domain.publish('notice', {
      userId: recording.userId,
      kind: 'teacher_feedback',
      title: `${teacher} reviewed your recording`,
      body: `${teacher} finished reviewing your recording. Read their comments next to the AI feedback.`,
      link: `/dashboard/feedback/${recordingId}`,
    });
  }
  return request;
}

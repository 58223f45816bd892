import { and, count, eq, gte, inArray } from 'drizzle-orm';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  TEACHER_PAYMENT_TEXTS,
  TEACHER_PLAN_ALLOWANCES,
  type TeacherPlanTier,
} from '@parley/contracts';
import { recordings, reviewRequests, teacherSubscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import type { Db } from '../../../platform/db/port.ts';
import { monthStart } from '../../../shared/month-start.ts';

/**
 * The student's live Basic or Premium plan with this teacher, locked so two requests at once cannot both take the last
 * recording of the month. Read only: the storefront keeps these rows from the provider's events.
 */
export async function lockTeacherPlan(tx: Db, studentId: number, teacherId: number) {
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

/** Recordings the student sent this teacher since the 1st of this month (UTC). */
async function sentThisMonth(tx: Db, studentId: number, teacherId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewRequests)
    .innerJoin(recordings, eq(recordings.id, reviewRequests.recordingId))
    .where(
      and(
        eq(reviewRequests.teacherId, teacherId),
        eq(recordings.userId, studentId),
        gte(reviewRequests.createdAt, monthStart(now)),
      ),
    );
  return row?.n ?? 0;
}

/** A teacher plan's monthly recordings (5 on Basic, 15 on Premium): one more is refused. */
export async function checkAllowance(tx: Db, tier: TeacherPlanTier, studentId: number, teacherId: number, now: Date) {
  const allowance = TEACHER_PLAN_ALLOWANCES[tier].teacherRecordingsPerMonth;
  if ((await sentThisMonth(tx, studentId, teacherId, now)) >= allowance) {
    throw new AppError('EXC_TEACHER_REVIEW_LIMIT_REACHED', TEACHER_PAYMENT_TEXTS.reviewLimit);
  }
}

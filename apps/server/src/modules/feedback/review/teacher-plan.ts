import { TEACHER_PAYMENT_TEXTS, TEACHER_PLAN_ALLOWANCES, type TeacherPlanTier } from '@parley/contracts';
import { AppError } from '../../../errors.ts';
import type { Tx } from '../../../platform/db/port.ts';
import { monthStart } from '../../../shared/month-start.ts';
import { sentSince } from './review.store.ts';

export { lockTeacherPlan } from './review.store.ts';

/** A teacher plan's monthly recordings (5 on Basic, 15 on Premium): one more is refused. */
export async function checkAllowance(tx: Tx, tier: TeacherPlanTier, studentId: number, teacherId: number, now: Date) {
  const allowance = TEACHER_PLAN_ALLOWANCES[tier].teacherRecordingsPerMonth;
  if ((await sentSince(tx, studentId, teacherId, monthStart(now))) >= allowance) {
    throw new AppError('EXC_TEACHER_REVIEW_LIMIT_REACHED', TEACHER_PAYMENT_TEXTS.reviewLimit);
  }
}

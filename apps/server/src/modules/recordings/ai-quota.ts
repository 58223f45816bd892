import { AI_FEEDBACK_MONTHLY, FREE_AI_FEEDBACK_GIFT, TEACHER_PLAN_ALLOWANCES, type Plan } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import { monthStart } from '../../shared/month-start.ts';
import { liveTeacherTiers } from '../../shared/live-teacher-plans.ts';
import { aiFeedbackUsed } from './recordings.store.ts';

/**
 * Whether one more recording gets AI feedback: this calendar month (UTC) counts against the learner's plan's quota
 * plus what each live teacher plan adds (the Lite/AI plan sells exactly that); a free learner with nothing monthly
 * draws on a one-time gift (docs/decisions/0025-recordings-api.md, 0059-classrooms.md).
 */
export async function hasAiFeedbackLeft(db: Db, user: { id: number; plan: Plan }, now: Date): Promise<boolean> {
  const teacherPlans = await liveTeacherTiers(db, user.id);
  const monthly =
    AI_FEEDBACK_MONTHLY[user.plan] + teacherPlans.reduce((n, tier) => n + TEACHER_PLAN_ALLOWANCES[tier].aiFeedbackPerMonth, 0);
  if (monthly > 0 && (await aiFeedbackUsed(db, user.id, monthStart(now))) < monthly) return true;
  return user.plan === 'free' && (await aiFeedbackUsed(db, user.id, null)) < FREE_AI_FEEDBACK_GIFT;
}

import { LIVE_SUBSCRIPTION_STATUSES, type TeacherPlanTier } from '@parley/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { teacherSubscriptions } from '../db/schema/index.ts';
import type { Tx } from '../platform/db/port.ts';

/**
 * The tiers of a student's live teacher plans (trialing counts), with one teacher or with any. The storefront keeps
 * these rows from the provider's events; the classroom, lessons and recordings only read them.
 */
export async function liveTeacherTiers(db: Tx, studentId: number, teacherId?: number): Promise<TeacherPlanTier[]> {
  const rows = await db
    .select({ tier: teacherSubscriptions.tier })
    .from(teacherSubscriptions)
    .where(
      and(
        eq(teacherSubscriptions.studentId, studentId),
        teacherId === undefined ? undefined : eq(teacherSubscriptions.teacherId, teacherId),
        inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    );
  return rows.map((r) => r.tier);
}

/** The highest of `tiers` among `among` (Premium over Basic over Lite/AI), or null. */
export function highestTier<T extends TeacherPlanTier>(tiers: readonly TeacherPlanTier[], among: readonly T[]): T | null {
  return [...among].reverse().find((tier) => tiers.includes(tier)) ?? null;
}

/** The students holding one of the teacher's plans now (trialing counts). */
export async function liveStudentIds(db: Tx, teacherId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: teacherSubscriptions.studentId })
    .from(teacherSubscriptions)
    .where(
      and(eq(teacherSubscriptions.teacherId, teacherId), inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])),
    );
  return rows.map((r) => r.id);
}

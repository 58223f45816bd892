import { and, count, eq, gte } from 'drizzle-orm';
import { eventAttendance } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { weekOf } from '../../shared/week-of.ts';

/** How many live sessions a learner took part in: in all, and per week since `since`. */
export async function attendanceStats(db: Db, userId: number, since: Date) {
  const [all] = await db.select({ n: count() }).from(eventAttendance).where(eq(eventAttendance.userId, userId));
  const week = weekOf(eventAttendance.joinedAt);
  const weeks = await db
    .select({ week, n: count() })
    .from(eventAttendance)
    .where(and(eq(eventAttendance.userId, userId), gte(eventAttendance.joinedAt, since)))
    .groupBy(week);
  return { total: all?.n ?? 0, byWeek: new Map(weeks.map((w) => [w.week, w.n])) };
}

import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { and, count, eq, gt, inArray, ne, notExists } from 'drizzle-orm';
import { teacherCheckoutHolds as holds, teacherHomepages, teacherSubscriptions as plans } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

/**
 * The teacher's limit, read after any other checkout counting the teacher's places has finished: call inside the
 * transaction that holds one.
 */
export async function lockPlaces(db: Db, teacherId: number): Promise<number | null> {
  const [row] = await db
    .select({ maxSubscribers: teacherHomepages.maxSubscribers })
    .from(teacherHomepages)
    .where(eq(teacherHomepages.userId, teacherId))
    .for('update');
  return row?.maxSubscribers ?? null;
}

/**
 * Places other students hold in open checkouts; a hold whose plan has gone live is counted as that plan instead,
 * whichever of the plan's event and the hold's release comes first.
 */
export async function placesHeldByOthers(db: Db, teacherId: number, studentId: number, now: Date): Promise<number> {
  const liveWithTeacher = db
    .select({ one: plans.studentId })
    .from(plans)
    .where(
      and(
        eq(plans.teacherId, holds.teacherId),
        eq(plans.studentId, holds.studentId),
        inArray(plans.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(holds)
    .where(
      and(eq(holds.teacherId, teacherId), ne(holds.studentId, studentId), gt(holds.expiresAt, now), notExists(liveWithTeacher)),
    );
  return row?.n ?? 0;
}

/** Holds the student's place until `expiresAt`; a student checking out again keeps one place. */
export async function hold(db: Db, teacherId: number, studentId: number, expiresAt: Date) {
  await db
    .insert(holds)
    .values({ teacherId, studentId, expiresAt })
    .onConflictDoUpdate({ target: [holds.teacherId, holds.studentId], set: { expiresAt } });
}

/** The plan the checkout became is live: it counts from now on, not the hold. */
export async function release(db: Db, teacherId: number, studentId: number) {
  await db.delete(holds).where(and(eq(holds.teacherId, teacherId), eq(holds.studentId, studentId)));
}

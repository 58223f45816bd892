import type { AskedQuestion, FollowUpQuestions } from '@parley/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { interviewSessions, recordings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type SessionRow = typeof interviewSessions.$inferSelect;
export type SessionWithStatus = SessionRow & { status: (typeof recordings.$inferSelect)['status'] };

const withStatus = { session: interviewSessions, status: recordings.status };
const flatten = (r: { session: SessionRow; status: SessionWithStatus['status'] }): SessionWithStatus => ({
  ...r.session,
  status: r.status,
});

/** A cancelled recording takes its session with it: the learner threw that practice away. */
const live = isNull(recordings.cancelledAt);

export async function insertSession(db: Db, values: typeof interviewSessions.$inferInsert): Promise<SessionRow | null> {
  const [row] = await db.insert(interviewSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function sessionById(db: Db, id: number): Promise<SessionWithStatus | null> {
  const [row] = await db
    .select(withStatus)
    .from(interviewSessions)
    .innerJoin(recordings, eq(recordings.id, interviewSessions.recordingId))
    .where(and(eq(interviewSessions.id, id), live));
  return row ? flatten(row) : null;
}

export async function sessionOfRecording(db: Db, recordingId: number): Promise<SessionWithStatus | null> {
  const [row] = await db
    .select(withStatus)
    .from(interviewSessions)
    .innerJoin(recordings, eq(recordings.id, interviewSessions.recordingId))
    .where(and(eq(interviewSessions.recordingId, recordingId), live));
  return row ? flatten(row) : null;
}

export async function sessionsOf(db: Db, userId: number, limit: number): Promise<SessionWithStatus[]> {
  const rows = await db
    .select(withStatus)
    .from(interviewSessions)
    .innerJoin(recordings, eq(recordings.id, interviewSessions.recordingId))
    .where(and(eq(interviewSessions.userId, userId), live))
    .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
    .limit(limit);
  return rows.map(flatten);
}

/** Moves the counter only from the step the caller saw: of two clicks racing, one asks the next question. */
export async function advanceSession(db: Db, id: number, fromCounter: number, questions: AskedQuestion[]) {
  const rows = await db
    .update(interviewSessions)
    .set({ counter: fromCounter + 1, questions })
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.counter, fromCounter)))
    .returning({ id: interviewSessions.id });
  return rows.length === 1;
}

/** The first follow-ups made are the ones kept: every later step asks the same. */
export async function keepFollowUps(db: Db, id: number, followUps: FollowUpQuestions) {
  await db
    .update(interviewSessions)
    .set({ followUps })
    .where(and(eq(interviewSessions.id, id), isNull(interviewSessions.followUps)));
}

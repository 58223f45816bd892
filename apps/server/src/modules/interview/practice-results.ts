import { TEAM_QUESTION_PREFIX, WORKSHOPS, type PracticeResult } from '@parley/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { interviewSessions, recordings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

const teamAsked = sql<number>`coalesce(sum((
  select count(*) from jsonb_array_elements(${interviewSessions.questions}) as q
  where q->>'bank_id' like ${`${TEAM_QUESTION_PREFIX}%`}
)), 0)::int`;

/**
 * Each learner's practice, both workshops (job interview first) all time: sessions, questions asked in them and how
 * many of those their team wrote. A session whose recording was thrown away was thrown away with it.
 */
export async function practiceResults(db: Db, userIds: readonly number[]): Promise<Map<number, PracticeResult[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: interviewSessions.userId,
            workshop: interviewSessions.workshop,
            sessions: sql<number>`count(*)::int`,
            questions: sql<number>`coalesce(sum(jsonb_array_length(${interviewSessions.questions})), 0)::int`,
            teamQuestions: teamAsked,
            last: sql<Date>`max(${interviewSessions.createdAt})`.mapWith(interviewSessions.createdAt),
          })
          .from(interviewSessions)
          .innerJoin(recordings, eq(recordings.id, interviewSessions.recordingId))
          .where(and(inArray(interviewSessions.userId, [...userIds]), isNull(recordings.cancelledAt)))
          .groupBy(interviewSessions.userId, interviewSessions.workshop);
  return new Map(
    userIds.map((userId) => [
      userId,
      WORKSHOPS.map((workshop) => {
        const row = rows.find((r) => r.userId === userId && r.workshop === workshop);
        return {
          workshop,
          sessions: row?.sessions ?? 0,
          questions: row?.questions ?? 0,
          team_questions: row?.teamQuestions ?? 0,
          last_practised_at: row?.last ? row.last.toISOString() : null,
        };
      }),
    ]),
  );
}

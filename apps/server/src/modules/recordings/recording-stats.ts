import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FeedbackErrorType, Fluency } from '@parley/contracts';
import { feedbackChunks, feedbackComments, recordings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { weekOf } from '../../shared/week-of.ts';

const processedOf = (userId: number) =>
  and(eq(recordings.userId, userId), eq(recordings.status, 'PROCESSED'), isNull(recordings.cancelledAt));
const speakingSeconds = sql<number>`coalesce(sum((${recordings.fluency}->>'speaking_seconds')::float8), 0)::float8`;

export interface RecordingFigures {
  id: number;
  createdAt: Date;
  fluency: Fluency;
  /** Each AI finding: its kind and, for grammar, its category (the finding's error_type). */
  findings: { type: FeedbackErrorType; category: string | null }[];
}

/** A learner's processed recordings: counts and speaking time in all and per week, and the newest `newest` with their figures. */
export async function recordingStats(db: Db, userId: number, since: Date, newest: number) {
  const [all] = await db.select({ n: count(), seconds: speakingSeconds }).from(recordings).where(processedOf(userId));
  const week = weekOf(recordings.createdAt);
  const weeks = await db
    .select({ week, n: count(), seconds: speakingSeconds })
    .from(recordings)
    .where(and(processedOf(userId), gte(recordings.createdAt, since)))
    .groupBy(week);
  const rows = await db
    .select({ id: recordings.id, createdAt: recordings.createdAt, fluency: recordings.fluency })
    .from(recordings)
    .where(and(processedOf(userId), sql`${recordings.fluency} is not null`))
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(newest);
  const findings = rows.length
    ? await db
        .select({
          recordingId: feedbackChunks.recordingId,
          type: feedbackChunks.errorType,
          category: sql<string | null>`${feedbackComments.ext}->>'error_type'`,
        })
        .from(feedbackChunks)
        .innerJoin(feedbackComments, and(eq(feedbackComments.chunkId, feedbackChunks.id), eq(feedbackComments.isAi, true)))
        .where(
          inArray(
            feedbackChunks.recordingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const figures: RecordingFigures[] = rows.reverse().map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    fluency: r.fluency!,
    findings: findings.flatMap((f) => (f.recordingId === r.id && f.type ? [{ type: f.type, category: f.category }] : [])),
  }));
  return {
    total: all?.n ?? 0,
    speakingSeconds: all?.seconds ?? 0,
    byWeek: new Map(weeks.map((w) => [w.week, { n: w.n, seconds: w.seconds }])),
    figures,
  };
}

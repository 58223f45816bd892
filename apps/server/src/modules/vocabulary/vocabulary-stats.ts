import { and, count, eq, gte } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import { vocabularyWords } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { weekOf } from '../../shared/week-of.ts';

/**
 * A learner's words: collected in all and per week since `since`, and learned — the quiz has moved them to review, so
 * they were remembered at least once after learning (ADR 0066).
 */
export async function vocabularyStats(db: Db, userId: number, since: Date) {
  const mine = eq(vocabularyWords.userId, userId);
  const [all] = await db.select({ n: count() }).from(vocabularyWords).where(mine);
  const [learned] = await db
    .select({ n: count() })
    .from(vocabularyWords)
    .where(and(mine, eq(vocabularyWords.state, State.Review)));
  const week = weekOf(vocabularyWords.createdAt);
  const weeks = await db
    .select({ week, n: count() })
    .from(vocabularyWords)
    .where(and(mine, gte(vocabularyWords.createdAt, since)))
    .groupBy(week);
  return { collected: all?.n ?? 0, learned: learned?.n ?? 0, byWeek: new Map(weeks.map((w) => [w.week, w.n])) };
}

import { and, asc, count, desc, eq, gt, ilike, lte, min, ne, or, isNotNull, type SQL } from 'drizzle-orm';
import { users, vocabularyWords } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export type NewWord = Omit<typeof vocabularyWords.$inferInsert, 'id'>;
export type CardFields = Pick<
  typeof vocabularyWords.$inferInsert,
  'dueAt' | 'stability' | 'difficulty' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReviewAt'
>;

/** `%`, `_` and `\` in a search are the learner's characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filter(userId: number, query: string): SQL | undefined {
  const words = query.split(/\s+/).filter(Boolean);
  return and(
    eq(vocabularyWords.userId, userId),
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(vocabularyWords.word, pattern),
        ilike(vocabularyWords.meaning, pattern),
        ilike(vocabularyWords.sentence, pattern),
      );
    }),
  );
}

export async function listWords(db: Db, userId: number, query: string, limit: number, offset: number) {
  const where = filter(userId, query);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(vocabularyWords)
      .where(where)
      .orderBy(desc(vocabularyWords.createdAt), desc(vocabularyWords.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(vocabularyWords).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One word of its learner's; someone else's is not found. */
export async function findWord(db: Tx, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(vocabularyWords)
    .where(and(eq(vocabularyWords.id, id), eq(vocabularyWords.userId, userId)));
  return row;
}

export async function countWords(tx: Tx, userId: number) {
  const [row] = await tx.select({ n: count() }).from(vocabularyWords).where(eq(vocabularyWords.userId, userId));
  return row?.n ?? 0;
}

/** Answers the new row, or undefined when the learner already has the word (kept as it was). */
export async function insertWord(tx: Tx, values: NewWord) {
  const [row] = await tx.insert(vocabularyWords).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteWord(db: Db, id: number, userId: number) {
  const rows = await db
    .delete(vocabularyWords)
    .where(and(eq(vocabularyWords.id, id), eq(vocabularyWords.userId, userId)))
    .returning({ id: vocabularyWords.id });
  return rows.length > 0;
}

export async function saveCard(db: Db, id: number, card: CardFields) {
  const [row] = await db.update(vocabularyWords).set(card).where(eq(vocabularyWords.id, id)).returning();
  return row!;
}

/** The cards due at `now`, the longest due first. */
export async function dueWords(db: Db, userId: number, now: Date, limit: number) {
  return db
    .select()
    .from(vocabularyWords)
    .where(and(eq(vocabularyWords.userId, userId), lte(vocabularyWords.dueAt, now)))
    .orderBy(asc(vocabularyWords.dueAt), asc(vocabularyWords.id))
    .limit(limit);
}

export async function dueCount(db: Db, userId: number, now: Date) {
  const [[due], [next]] = await Promise.all([
    db
      .select({ n: count() })
      .from(vocabularyWords)
      .where(and(eq(vocabularyWords.userId, userId), lte(vocabularyWords.dueAt, now))),
    db
      .select({ at: min(vocabularyWords.dueAt) })
      .from(vocabularyWords)
      .where(and(eq(vocabularyWords.userId, userId), gt(vocabularyWords.dueAt, now))),
  ]);
  return { due: due?.n ?? 0, next: next?.at ?? null };
}

/** Meanings of the learner's other words, for a multiple-choice question's wrong choices. */
export async function otherMeanings(db: Db, userId: number, exceptId: number, limit: number) {
  const rows = await db
    .select({ meaning: vocabularyWords.meaning })
    .from(vocabularyWords)
    .where(and(eq(vocabularyWords.userId, userId), ne(vocabularyWords.id, exceptId), isNotNull(vocabularyWords.meaning)))
    .orderBy(desc(vocabularyWords.createdAt))
    .limit(limit);
  return rows.map((r) => r.meaning!);
}

/** Held to the end of the transaction, so two words added at once cannot both pass the count limit. */
export async function lockLearner(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

import type { Workshop } from '@parley/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { companyMembers, companyQuestions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type QuestionRow = typeof companyQuestions.$inferSelect;
export type QuestionValues = Pick<QuestionRow, 'workshop' | 'type' | 'part' | 'question' | 'cueCard' | 'difficulty'>;

export const questionsOf = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyQuestions)
    .where(eq(companyQuestions.companyId, companyId))
    .orderBy(desc(companyQuestions.createdAt), desc(companyQuestions.id));

export async function questionCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyQuestions).where(eq(companyQuestions.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertQuestion(db: Db, companyId: number, createdBy: number, values: QuestionValues) {
  const [row] = await db
    .insert(companyQuestions)
    .values({ ...values, companyId, createdBy })
    .returning();
  return row!;
}

export async function updateQuestion(db: Db, companyId: number, id: number, values: QuestionValues, at: Date) {
  const [row] = await db
    .update(companyQuestions)
    .set({ ...values, updatedAt: at })
    .where(and(eq(companyQuestions.companyId, companyId), eq(companyQuestions.id, id)))
    .returning();
  return row;
}

export async function deleteQuestion(db: Db, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(companyQuestions)
    .where(and(eq(companyQuestions.companyId, companyId), eq(companyQuestions.id, id)))
    .returning({ id: companyQuestions.id });
  return gone.length > 0;
}

/** The questions a person's organisation wrote for a workshop, in one query from the person. */
export const teamQuestionsFor = (db: Db, userId: number, workshop: Workshop) =>
  db
    .select({
      id: companyQuestions.id,
      type: companyQuestions.type,
      part: companyQuestions.part,
      question: companyQuestions.question,
      cueCard: companyQuestions.cueCard,
      difficulty: companyQuestions.difficulty,
    })
    .from(companyMembers)
    .innerJoin(companyQuestions, eq(companyQuestions.companyId, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyQuestions.workshop, workshop)));

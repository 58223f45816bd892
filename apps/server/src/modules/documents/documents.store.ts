import { and, count, desc, eq, sum } from 'drizzle-orm';
import { documents, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export async function listDocuments(db: Db, userId: number, limit: number, offset: number) {
  const mine = eq(documents.userId, userId);
  const [items, [totals]] = await Promise.all([
    db.select().from(documents).where(mine).orderBy(desc(documents.createdAt), desc(documents.id)).limit(limit).offset(offset),
    db
      .select({ n: count(), bytes: sum(documents.size) })
      .from(documents)
      .where(mine),
  ]);
  return { items, total: totals?.n ?? 0, usedBytes: Number(totals?.bytes ?? 0) };
}

export async function usedBytes(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ bytes: sum(documents.size) })
    .from(documents)
    .where(eq(documents.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Held to the end of the transaction, so two uploads at once cannot both fit into the last of the quota. */
export async function lockOwner(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** One document of its owner's; someone else's is not found. */
export async function findDocument(db: Tx, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row;
}

export async function insertDocument(tx: Tx, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

export async function renameDocument(db: Db, id: number, userId: number, name: string) {
  const [row] = await db
    .update(documents)
    .set({ name })
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}

export async function deleteDocument(db: Db, id: number, userId: number) {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ storageKey: documents.storageKey });
  return row;
}

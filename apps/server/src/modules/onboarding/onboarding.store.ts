import { and, count, desc, eq } from 'drizzle-orm';
import type { ModuleId } from '@parley/contracts';
import { moduleResults, users, type UserRow } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

/** A transaction handle or the database itself. */

/** The ids of the modules a user has submitted at least once. */
export async function submittedIds(db: Tx, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ moduleId: moduleResults.moduleId })
    .from(moduleResults)
    .where(eq(moduleResults.userId, userId));
  return new Set(rows.map((r) => r.moduleId));
}

export async function hasSubmitted(db: Tx, userId: number, moduleId: ModuleId) {
  const rows = await db
    .select({ id: moduleResults.id })
    .from(moduleResults)
    .where(and(eq(moduleResults.userId, userId), eq(moduleResults.moduleId, moduleId)))
    .limit(1);
  return rows.length > 0;
}

/** Locks the user's row, so two submissions of one module by one user run one after the other. */
export async function lockUser(tx: Tx, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function insertResult(db: Tx, userId: number, moduleId: ModuleId, data: object, now: Date) {
  const [row] = await db
    .insert(moduleResults)
    .values({ userId, moduleId, data: data as Record<string, unknown>, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes the user's row inside the submission's transaction; the caller announces the change after commit. */
export async function updateUser(tx: Tx, userId: number, values: Partial<UserRow>, now: Date): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export async function resultsOf(db: Tx, userId: number, moduleId: ModuleId, page: { limit: number; offset: number }) {
  const filter = and(eq(moduleResults.userId, userId), eq(moduleResults.moduleId, moduleId));
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(moduleResults)
      .where(filter)
      .orderBy(desc(moduleResults.createdAt), desc(moduleResults.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(moduleResults).where(filter),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The newest result of one module, or undefined. */
export async function latestResult(db: Tx, userId: number, moduleId: ModuleId) {
  const [row] = await db
    .select()
    .from(moduleResults)
    .where(and(eq(moduleResults.userId, userId), eq(moduleResults.moduleId, moduleId)))
    .orderBy(desc(moduleResults.createdAt), desc(moduleResults.id))
    .limit(1);
  return row;
}

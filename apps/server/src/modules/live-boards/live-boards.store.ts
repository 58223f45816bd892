import type { WhiteboardElement } from '@parley/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { liveBoardElements, liveBoards, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { StoredVersion } from '../../shared/whiteboard-reconcile.ts';

/** Elements drawn and not deleted (Excalidraw keeps deleted ones for reconciling). */
const shown = sql<number>`(select count(*)::int from ${liveBoardElements} e
  where e.board_id = ${liveBoards.id} and not coalesce((e.element->>'isDeleted')::boolean, false))`;

export const list = (db: Db, ownerId: number) =>
  db
    .select({ board: liveBoards, shown })
    .from(liveBoards)
    .where(eq(liveBoards.ownerId, ownerId))
    .orderBy(desc(liveBoards.updatedAt), desc(liveBoards.id));

/** With `lock`, the board's row is held for the rest of the transaction (its size is counted under it). */
export async function findOwned(db: Tx, id: number, ownerId: number, lock = false) {
  const query = db
    .select({ board: liveBoards, shown })
    .from(liveBoards)
    .where(and(eq(liveBoards.id, id), eq(liveBoards.ownerId, ownerId)));
  const [row] = await (lock ? query.for('update', { of: liveBoards }) : query);
  return row;
}

export async function elementsOf(db: Tx, boardId: number): Promise<WhiteboardElement[]> {
  const rows = await db
    .select({ element: liveBoardElements.element })
    .from(liveBoardElements)
    .where(eq(liveBoardElements.boardId, boardId))
    .orderBy(asc(liveBoardElements.elementId));
  // Stored only after the contract's check (whiteboardElementSchema).
  return rows.map((row) => row.element as WhiteboardElement);
}

/** The stored versions of the elements named, and how many the board holds. */
export async function versionsOf(tx: Tx, boardId: number, ids: string[]) {
  const [rows, totals] = await Promise.all([
    tx
      .select({
        id: liveBoardElements.elementId,
        version: liveBoardElements.version,
        versionNonce: liveBoardElements.versionNonce,
      })
      .from(liveBoardElements)
      .where(and(eq(liveBoardElements.boardId, boardId), inArray(liveBoardElements.elementId, ids))),
    tx.select({ n: count() }).from(liveBoardElements).where(eq(liveBoardElements.boardId, boardId)),
  ]);
  const versions = new Map<string, StoredVersion>(rows.map((r) => [r.id, r]));
  return { versions, count: totals[0]?.n ?? 0 };
}

/** Holds the owner's row for the rest of the transaction, so two new boards cannot both take the last place. */
export async function lockOwner(tx: Tx, ownerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function countOwned(tx: Tx, ownerId: number) {
  const [row] = await tx.select({ n: count() }).from(liveBoards).where(eq(liveBoards.ownerId, ownerId));
  return row?.n ?? 0;
}

export interface NewBoard {
  ownerId: number;
  title: string;
  source: { eventId: string; title: string } | null;
  at: Date;
}

export async function insert(tx: Tx, b: NewBoard) {
  const [row] = await tx
    .insert(liveBoards)
    .values({
      ownerId: b.ownerId,
      title: b.title,
      sourceEventId: b.source?.eventId ?? null,
      sourceTitle: b.source?.title ?? null,
      createdAt: b.at,
      updatedAt: b.at,
    })
    .returning();
  return row!;
}

export async function touch(tx: Tx, id: number, at: Date, title?: string) {
  const [row] = await tx
    .update(liveBoards)
    .set({ updatedAt: at, ...(title === undefined ? {} : { title }) })
    .where(eq(liveBoards.id, id))
    .returning();
  return row!;
}

/** Stores elements already found newer than the board's; an id given twice keeps the later one. */
export async function putElements(tx: Tx, boardId: number, elements: WhiteboardElement[]) {
  const last = [...new Map(elements.map((e) => [e.id, e])).values()];
  if (last.length === 0) return;
  await tx
    .insert(liveBoardElements)
    .values(
      last.map((element) => ({
        boardId,
        elementId: element.id,
        version: element.version,
        versionNonce: element.versionNonce,
        element,
      })),
    )
    .onConflictDoUpdate({
      target: [liveBoardElements.boardId, liveBoardElements.elementId],
      set: { version: sql`excluded.version`, versionNonce: sql`excluded.version_nonce`, element: sql`excluded.element` },
    });
}

export async function remove(db: Db, id: number, ownerId: number) {
  const rows = await db
    .delete(liveBoards)
    .where(and(eq(liveBoards.id, id), eq(liveBoards.ownerId, ownerId)))
    .returning({ id: liveBoards.id });
  return rows.length > 0;
}

import type { StickyNoteColor } from '@parley/contracts';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stickyNotes, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

/** A board: the owner's own (classroom null) or one of their classrooms'. */
export interface Board {
  ownerId: number;
  classroomId: number | null;
}

const onBoard = (b: Board) =>
  and(
    eq(stickyNotes.ownerId, b.ownerId),
    b.classroomId === null ? isNull(stickyNotes.classroomId) : eq(stickyNotes.classroomId, b.classroomId),
  );

export const boardNotes = (db: Tx, b: Board) =>
  db.select().from(stickyNotes).where(onBoard(b)).orderBy(asc(stickyNotes.position), asc(stickyNotes.id));

/** The notes on these classrooms' boards, in each board's order. */
export const classroomNotes = (db: Db, classroomIds: number[]) =>
  classroomIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(stickyNotes)
        .where(inArray(stickyNotes.classroomId, classroomIds))
        .orderBy(asc(stickyNotes.position), asc(stickyNotes.id));

export async function findOwned(db: Tx, id: number, ownerId: number) {
  const [row] = await db
    .select()
    .from(stickyNotes)
    .where(and(eq(stickyNotes.id, id), eq(stickyNotes.ownerId, ownerId)));
  return row;
}

/** Holds the owner's row for the rest of the transaction: counts and positions are taken under it. */
export async function lockOwner(tx: Tx, ownerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function countOwned(tx: Tx, ownerId: number) {
  const [row] = await tx.select({ n: count() }).from(stickyNotes).where(eq(stickyNotes.ownerId, ownerId));
  return row?.n ?? 0;
}

interface NewNote extends Board {
  text: string;
  color: StickyNoteColor;
  at: Date;
}

/** Last on its board. */
export async function insert(tx: Tx, n: NewNote) {
  const [row] = await tx
    .insert(stickyNotes)
    .values({
      ownerId: n.ownerId,
      classroomId: n.classroomId,
      text: n.text,
      color: n.color,
      position: sql`(select coalesce(max(${stickyNotes.position}) + 1, 0) from ${stickyNotes} where ${onBoard(n)})`,
      createdAt: n.at,
      updatedAt: n.at,
    })
    .returning();
  return row!;
}

export async function update(db: Db, id: number, fields: { text?: string; color?: StickyNoteColor }, at: Date) {
  const [row] = await db
    .update(stickyNotes)
    .set({ ...fields, updatedAt: at })
    .where(eq(stickyNotes.id, id))
    .returning();
  return row!;
}

/** Each id takes its index in `ids` as its position, in one statement. */
export async function setOrder(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${stickyNotes} set position = o.position - 1
    from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, position)
    where ${stickyNotes.id} = o.id`);
}

export async function remove(db: Db, id: number, ownerId: number) {
  const rows = await db
    .delete(stickyNotes)
    .where(and(eq(stickyNotes.id, id), eq(stickyNotes.ownerId, ownerId)))
    .returning({ id: stickyNotes.id });
  return rows.length > 0;
}

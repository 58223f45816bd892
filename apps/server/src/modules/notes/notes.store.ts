import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { events, notes, recordings, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

const noteColumns = {
  note: notes,
  recording: { id: recordings.id, createdAt: recordings.createdAt },
  event: { id: events.id, title: events.title, startsAt: events.startsAt },
};

const notesQuery = (db: Tx) =>
  db
    .select(noteColumns)
    .from(notes)
    // A deleted recording (thrown away, ADR 0090) leaves the note unattached.
    .leftJoin(recordings, and(eq(recordings.id, notes.recordingId), isNull(recordings.cancelledAt)))
    .leftJoin(events, eq(events.id, notes.eventId));
export type NoteWithLinks = Awaited<ReturnType<ReturnType<typeof notesQuery>['where']>>[number];

/** `%`, `_` and `\` in a search are the writer's characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface NoteFilter {
  userId: number;
  query: string;
  recordingId?: number | undefined;
  eventId?: string | undefined;
}

function filter(f: NoteFilter): SQL | undefined {
  const words = f.query.split(/\s+/).filter(Boolean);
  return and(
    eq(notes.userId, f.userId),
    f.recordingId === undefined ? undefined : eq(notes.recordingId, f.recordingId),
    f.eventId === undefined ? undefined : eq(notes.eventId, f.eventId),
    // Every word somewhere in the title or the text, in any order.
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(notes.title, pattern), ilike(notes.text, pattern));
    }),
  );
}

export async function listNotes(db: Db, f: NoteFilter, limit: number, offset: number) {
  const where = filter(f);
  const [items, [total]] = await Promise.all([
    notesQuery(db).where(where).orderBy(desc(notes.updatedAt), desc(notes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One note of its writer's; someone else's is not found. */
export async function findNote(db: Tx, id: number, userId: number) {
  const [row] = await notesQuery(db).where(and(eq(notes.id, id), eq(notes.userId, userId)));
  return row;
}

export async function countNotes(tx: Tx, userId: number) {
  const [row] = await tx.select({ n: count() }).from(notes).where(eq(notes.userId, userId));
  return row?.n ?? 0;
}

export async function insertNote(tx: Tx, values: typeof notes.$inferInsert) {
  const [row] = await tx.insert(notes).values(values).returning({ id: notes.id });
  return row!.id;
}

export async function updateNote(db: Tx, id: number, userId: number, values: Partial<typeof notes.$inferInsert>) {
  const rows = await db
    .update(notes)
    .set(values)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

export async function deleteNote(db: Db, id: number, userId: number) {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** Held to the end of the transaction, so two notes written at once cannot both pass the count limit. */
export async function lockWriter(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

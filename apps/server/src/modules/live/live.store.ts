import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { chatMessages, liveBans, livePresence, liveRooms, sessions, users } from '../../db/schema/index.ts';
import { person } from '../events/public.ts';
import type { Tx } from '../../platform/db/port.ts';

export type PresenceRow = typeof livePresence.$inferSelect;
export type PresentRow = Awaited<ReturnType<typeof presentPeople>>[number];
export type ChatRow = typeof chatMessages.$inferSelect;

const inRoom = (eventId: string) => and(eq(livePresence.eventId, eventId), isNull(livePresence.leftAt));

export async function presentPeople(db: Tx, eventId: string) {
  return db
    .select({ presence: livePresence, user: person })
    .from(livePresence)
    .innerJoin(users, eq(users.id, livePresence.userId))
    .where(inRoom(eventId))
    .orderBy(livePresence.joinedAt, livePresence.userId);
}

/** Rooms with someone in them, across these events (room ids are unique across events). */
export async function occupiedRooms(db: Tx, eventIds: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${livePresence.roomId})::int` })
    .from(livePresence)
    .where(and(inArray(livePresence.eventId, eventIds), isNull(livePresence.leftAt)));
  return row?.n ?? 0;
}

/** Who is in one room of the event now, in the order they came in. */
export async function idsInRoom(db: Tx, eventId: string, roomId: string): Promise<number[]> {
  const rows = await db
    .select({ id: livePresence.userId })
    .from(livePresence)
    .where(and(inRoom(eventId), eq(livePresence.roomId, roomId)))
    .orderBy(livePresence.joinedAt, livePresence.userId);
  return rows.map((row) => row.id);
}

export async function findPresence(db: Tx, eventId: string, userId: number) {
  const [row] = await db
    .select()
    .from(livePresence)
    .where(and(eq(livePresence.eventId, eventId), eq(livePresence.userId, userId)))
    .limit(1);
  return row;
}

/** Those of `userIds` who are in the event's room now, each with the room they are in, in one read. */
export async function findInsideAll(db: Tx, eventId: string, userIds: number[]) {
  const rows = await db
    .select({ userId: livePresence.userId, roomId: livePresence.roomId, room: liveRooms })
    .from(livePresence)
    .leftJoin(liveRooms, eq(liveRooms.id, livePresence.roomId))
    .where(and(inRoom(eventId), inArray(livePresence.userId, userIds)));
  return new Map(rows.map(({ userId, ...inside }) => [userId, inside]));
}

export async function findInside(db: Tx, eventId: string, userId: number) {
  return (await findInsideAll(db, eventId, [userId])).get(userId);
}

/**
 * Whoever leaves stops being shown as recording or sharing a screen: their page, which made the recording or
 * captured the screen, is gone from the room.
 */
const gone = (at: Date) => ({ leftAt: at, recordingId: null, screenSharing: false });

/** Enters (or re-enters) the room; answers whether the person was not in it before. */
export async function enter(db: Tx, eventId: string, userId: number, roomId: string, at: Date): Promise<boolean> {
  const before = await findPresence(db, eventId, userId);
  if (before && before.leftAt === null) return false;
  await db
    .insert(livePresence)
    .values({ eventId, userId, roomId, joinedAt: at })
    .onConflictDoUpdate({
      target: [livePresence.eventId, livePresence.userId],
      set: { leftAt: null, joinedAt: at, roomId, disconnectedAt: null, recordingId: null, screenSharing: false },
    });
  return true;
}

/** Leaves the room; answers whether the person was in it. */
export async function leave(db: Tx, eventId: string, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(livePresence)
    .set(gone(at))
    .where(and(inRoom(eventId), eq(livePresence.userId, userId)))
    .returning({ userId: livePresence.userId });
  return rows.length > 0;
}

export async function leaveAll(db: Tx, eventId: string, at: Date) {
  await db.update(livePresence).set(gone(at)).where(inRoom(eventId));
}

/** A screen is shared with one room (ADR 0051): moving into another room ends the share, staying keeps it. */
const sharingAfterMove = (roomId: string) => sql<boolean>`${livePresence.screenSharing} and ${livePresence.roomId} = ${roomId}`;

export async function updatePresence(db: Tx, eventId: string, userId: number, values: Partial<PresenceRow>) {
  const [row] = await db
    .update(livePresence)
    .set(values.roomId === undefined ? values : { ...values, screenSharing: sharingAfterMove(values.roomId) })
    .where(and(eq(livePresence.eventId, eventId), eq(livePresence.userId, userId)))
    .returning();
  return row;
}

/** A socket took over: only this connection's close may later start the leave countdown. */
export async function connected(db: Tx, eventId: string, userId: number, connectionId: string) {
  await db
    .update(livePresence)
    .set({ connectionId, disconnectedAt: null })
    .where(and(eq(livePresence.eventId, eventId), eq(livePresence.userId, userId)));
}

/** Marks the newest socket gone; false when a newer socket has taken over since. */
export async function disconnected(db: Tx, eventId: string, userId: number, connectionId: string, at: Date) {
  const rows = await db
    .update(livePresence)
    .set({ disconnectedAt: at })
    .where(and(inRoom(eventId), eq(livePresence.userId, userId), eq(livePresence.connectionId, connectionId)))
    .returning({ userId: livePresence.userId });
  return rows.length > 0;
}

/** Leaves the room if that socket is still the newest and never came back. */
export async function leaveIfStillGone(db: Tx, eventId: string, userId: number, connectionId: string, at: Date) {
  const rows = await db
    .update(livePresence)
    .set(gone(at))
    .where(
      and(
        inRoom(eventId),
        eq(livePresence.userId, userId),
        eq(livePresence.connectionId, connectionId),
        gt(livePresence.disconnectedAt, new Date(0)),
      ),
    )
    .returning({ userId: livePresence.userId });
  return rows.length > 0;
}

export async function activeBan(db: Tx, eventId: string, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(liveBans)
    .where(and(eq(liveBans.eventId, eventId), eq(liveBans.userId, userId), or(isNull(liveBans.until), gt(liveBans.until, now))))
    .limit(1);
  return row;
}

export async function ban(db: Tx, values: typeof liveBans.$inferInsert) {
  await db
    .insert(liveBans)
    .values(values)
    .onConflictDoUpdate({
      target: [liveBans.eventId, liveBans.userId],
      set: { until: values.until, byUserId: values.byUserId, createdAt: values.createdAt },
    });
}

/** A person as the room shows them (the author of a chat message). */
export async function findPerson(db: Tx, userId: number) {
  const [row] = await db.select(person).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertChat(db: Tx, values: typeof chatMessages.$inferInsert) {
  await db.insert(chatMessages).values(values);
}

export async function findChat(db: Tx, id: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row;
}

export async function chatPage(db: Tx, eventId: string, roomId: string | undefined, limit: number, offset: number) {
  const where = and(eq(chatMessages.eventId, eventId), roomId === undefined ? undefined : eq(chatMessages.roomId, roomId));
  const items = await db
    .select({ chat: chatMessages, user: person })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(chatMessages).where(where);
  return { items, total: total?.n ?? 0 };
}

/** Marks someone in the room as recording `recordingId`; answers whether they are in the room. */
export async function startRecording(db: Tx, eventId: string, userId: number, recordingId: number): Promise<boolean> {
  const rows = await db
    .update(livePresence)
    .set({ recordingId })
    .where(and(inRoom(eventId), eq(livePresence.userId, userId)))
    .returning({ userId: livePresence.userId });
  return rows.length > 0;
}

/** Clears the mark of that recording only, so the end of an older one never hides a newer; answers whether it was set. */
export async function endRecording(db: Tx, eventId: string, userId: number, recordingId: number): Promise<boolean> {
  const rows = await db
    .update(livePresence)
    .set({ recordingId: null })
    .where(and(inRoom(eventId), eq(livePresence.userId, userId), eq(livePresence.recordingId, recordingId)))
    .returning({ userId: livePresence.userId });
  return rows.length > 0;
}

/** Which of these sign-ins still stand: the session not ended and its account not disabled (or erased). */
export async function standingSessions(db: Tx, sessionIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), isNull(users.disabledAt)));
  return new Set(rows.map((row) => row.id));
}

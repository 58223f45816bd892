import type { MusicState } from '@parley/contracts';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { liveRooms } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

export type RoomRow = typeof liveRooms.$inferSelect;

export const mainRoomId = (shortEventId: string) => `${shortEventId}-main`;

export async function ensureMainRoom(db: Tx, event: { id: string; shortId: string; type: string }, at: Date) {
  const id = mainRoomId(event.shortId);
  await db
    .insert(liveRooms)
    .values({ id, eventId: event.id, name: 'Main room', kind: 'main', activityType: event.type, createdAt: at })
    .onConflictDoNothing();
  return id;
}

export async function openRooms(db: Tx, eventId: string) {
  return db
    .select()
    .from(liveRooms)
    .where(and(eq(liveRooms.eventId, eventId), isNull(liveRooms.closedAt)))
    .orderBy(asc(liveRooms.createdAt), asc(liveRooms.id));
}

export async function findRoom(db: Tx, roomId: string) {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId)).limit(1);
  return row;
}

export async function roomCount(db: Tx, eventId: string) {
  const [row] = await db.select({ n: count() }).from(liveRooms).where(eq(liveRooms.eventId, eventId));
  return row?.n ?? 0;
}

export async function insertRoom(db: Tx, values: typeof liveRooms.$inferInsert) {
  const [row] = await db.insert(liveRooms).values(values).returning();
  return row!;
}

export async function updateRoom(db: Tx, roomId: string, values: Pick<Partial<RoomRow>, 'extendRequests' | 'extendedUntil'>) {
  await db.update(liveRooms).set(values).where(eq(liveRooms.id, roomId));
}

/** A room's activity: its type, its machine's state and what everyone in the room sees of it. */
export async function setActivity(
  db: Tx,
  roomId: string,
  values: Pick<RoomRow, 'activityType' | 'activityState' | 'activityView'>,
) {
  await db.update(liveRooms).set(values).where(eq(liveRooms.id, roomId));
}

/** What the room's music box plays now; null stops it. */
export async function setMusic(db: Tx, roomId: string, music: MusicState | null) {
  await db.update(liveRooms).set({ music }).where(eq(liveRooms.id, roomId));
}

export async function closeRooms(db: Tx, roomIds: string[], at: Date) {
  if (roomIds.length > 0) await db.update(liveRooms).set({ closedAt: at }).where(inArray(liveRooms.id, roomIds));
}

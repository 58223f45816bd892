import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { avoids, events, follows, matches } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import type { UserPair } from './matching.types.ts';

/** A transaction handle or the database itself. */

/** Locks the event's row for the transaction, so two rounds of one event are matched one after the other. */
export async function lockEvent(tx: Tx, eventId: string): Promise<boolean> {
  const rows = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  return rows.length > 0;
}

/** Every pair matched in the event so far, each once (rows come one per direction). */
export async function earlierPairs(tx: Tx, eventId: string): Promise<UserPair[]> {
  const rows = await tx
    .selectDistinct({ a: matches.userId, b: matches.matchedUserId })
    .from(matches)
    .where(and(eq(matches.eventId, eventId), lt(matches.userId, matches.matchedUserId)));
  return rows.map(({ a, b }) => [a, b]);
}

/** [user, avoided] among these people. */
export async function avoidsAmong(tx: Tx, ids: number[]): Promise<UserPair[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ a: avoids.userId, b: avoids.avoidedId })
    .from(avoids)
    .where(and(inArray(avoids.userId, ids), inArray(avoids.avoidedId, ids)));
  return rows.map(({ a, b }) => [a, b]);
}

/** [follower, followee] among these people. */
export async function followsAmong(tx: Tx, ids: number[]): Promise<UserPair[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ a: follows.followerId, b: follows.followeeId })
    .from(follows)
    .where(and(inArray(follows.followerId, ids), inArray(follows.followeeId, ids)));
  return rows.map(({ a, b }) => [a, b]);
}

/** Writes each room as its pairs, one row per direction (a trio is three pairs). */
export async function insertRooms(tx: Tx, eventId: string, round: number, rooms: number[][], at: Date) {
  const rows = rooms.flatMap((room) =>
    room.flatMap((userId) =>
      room
        .filter((other) => other !== userId)
        .map((matchedUserId) => ({ id: randomUUID(), eventId, round, userId, matchedUserId, createdAt: at })),
    ),
  );
  if (rows.length > 0) await tx.insert(matches).values(rows);
}

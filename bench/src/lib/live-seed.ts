/**
 * Live rooms for `npm run bench -- ws` and `activities`: `rooms` events of `type` live now, each with `perRoom`
 * members already in its main room (presence, attendance and a session each; the first one hosts), and an access
 * token per member, signed with the server's own secret.
 */
import { randomUUID } from 'node:crypto';
import {
  eventAttendance,
  eventParticipants,
  events,
  livePresence,
  liveRooms,
  liveState,
  sessions,
  users,
} from '@parley/server/db/schema/index';
import type { AccessTokens } from '@parley/server/plugins/auth';
import type { Db } from '@parley/server/platform/db/port';
import type { EventType } from '@parley/contracts';

export type LiveEventType = Extract<EventType, 'CHAT' | 'WHITEBOARD'>;

export interface SeededRoom {
  eventId: string;
  /** The first one hosts; `sessionId` lets a long run sign fresh tokens (an access token lasts 15 minutes). */
  members: { id: number; sessionId: string; token: string }[];
}

export async function seedLiveRooms(
  db: Db,
  tokens: AccessTokens,
  { rooms, perRoom, type }: { rooms: number; perRoom: number; type: LiveEventType },
): Promise<SeededRoom[]> {
  const now = new Date();
  const run = randomUUID().slice(0, 6);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: rooms * perRoom }, (_, i) => ({
        username: `ws_${run}_${i}`,
        email: `ws_${run}_${i}@bench.parley.local`,
        status: 'STUDENT' as const,
        plan: 'pro' as const,
      })),
    )
    .returning({ id: users.id });
  const seeded: SeededRoom[] = [];
  for (let r = 0; r < rooms; r++) {
    const members = people.slice(r * perRoom, (r + 1) * perRoom);
    const eventId = randomUUID();
    const shortId = `ws${run}${r}`;
    await db.insert(events).values({
      id: eventId,
      shortId,
      hostId: members[0]!.id,
      title: `Bench room ${r}`,
      type,
      language: 'en',
      proficiency: 4,
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 3_600_000),
      startedAt: now,
      maxParticipants: perRoom,
    });
    await db.insert(liveState).values({ eventId });
    const main = `${shortId}-main`;
    await db.insert(liveRooms).values({ id: main, eventId, name: 'Main room', kind: 'main', activityType: type, createdAt: now });
    const guests = members.slice(1);
    if (guests.length > 0) {
      await db.insert(eventParticipants).values(guests.map((m) => ({ eventId, userId: m.id, joinedAt: now })));
      await db.insert(eventAttendance).values(guests.map((m) => ({ eventId, userId: m.id, joinedAt: now })));
    }
    await db.insert(livePresence).values(members.map((m) => ({ eventId, userId: m.id, roomId: main, joinedAt: now })));
    const withSessions = members.map((m) => ({ id: m.id, sessionId: randomUUID() }));
    await db.insert(sessions).values(withSessions.map((m) => ({ id: m.sessionId, userId: m.id, createdAt: now })));
    seeded.push({
      eventId,
      members: await Promise.all(
        withSessions.map(async (m) => ({ ...m, token: (await tokens.sign({ userId: m.id, sessionId: m.sessionId })).token })),
      ),
    });
  }
  return seeded;
}

import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { eventParticipants, events, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

const person = { id: users.id, username: users.username, display_name: users.displayName, image: users.image };

/** Live means started (by the host or by the clock), not ended, not cancelled. */
export const isLiveSql = (now: Date) =>
  and(
    isNull(events.cancelledAt),
    isNull(events.endedAt),
    gt(events.endsAt, now),
    or(sql`${events.startedAt} is not null`, lte(events.startsAt, now)),
  );

/** The caller's live event first, else the next one they host or take part in. */
export async function findCurrentEventFor(db: Db, userId: number, now: Date) {
  const takesPart = or(
    eq(events.hostId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId))),
    ),
  );
  const [row] = await db
    .select({ event: events, host: person, live: sql<boolean>`coalesce(${isLiveSql(now)}, false)` })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(takesPart, isNull(events.cancelledAt), isNull(events.endedAt), gt(events.endsAt, now)))
    .orderBy(desc(sql`coalesce(${isLiveSql(now)}, false)`), asc(events.startsAt))
    .limit(1);
  return row;
}

export async function participantsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventParticipants.eventId, ...person })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(inArray(eventParticipants.eventId, eventIds))
    .orderBy(asc(eventParticipants.joinedAt));
}

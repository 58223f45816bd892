import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { EventType } from '@parley/contracts';
import {
  avoids,
  eventAttendance,
  eventParticipants,
  events,
  liveState,
  matches,
  users,
  type EventRow,
} from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export const person = { id: users.id, username: users.username, display_name: users.displayName, image: users.image };
export type Person = { id: number; username: string; display_name: string | null; image: string | null };

/** Live means started (by the host or by the clock), not ended, not cancelled. */
export const isLiveSql = (now: Date) =>
  and(
    isNull(events.cancelledAt),
    isNull(events.endedAt),
    gt(events.endsAt, now),
    or(isNotNull(events.startedAt), lte(events.startsAt, now)),
  );
const liveFlag = (now: Date) => sql<boolean>`coalesce(${isLiveSql(now)}, false)`;

const participates = (userId: number) =>
  sql`exists (select 1 from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id} and ${eventParticipants.userId} = ${userId})`;
const takesPart = (userId: number) => or(eq(events.hostId, userId), participates(userId));

/** The caller's live event first, else the next one they host or take part in. */
export async function findCurrentEventFor(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ event: events, host: person, live: liveFlag(now) })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(takesPart(userId), isNull(events.cancelledAt), isNull(events.endedAt), gt(events.endsAt, now)))
    .orderBy(desc(liveFlag(now)), asc(events.startsAt))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refIs = (ref: string) => (UUID.test(ref) ? eq(events.id, ref.toLowerCase()) : eq(events.shortId, ref));

/** The co-hosts the live room named; they hold every host power (spec: "the event host or in a host list"). */
const coHostIds = () => sql<number[]>`coalesce(${liveState.hostIds}, '[]'::jsonb)`;

/** One event by its event_id (a uuid) or its short_event_id, with its host and whether it is live. */
export async function findEvent(db: Tx, ref: string, now: Date, lock = false) {
  const query = db
    .select({ event: events, host: person, live: liveFlag(now), coHostIds: coHostIds() })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .leftJoin(liveState, eq(liveState.eventId, events.id))
    .where(refIs(ref));
  // Joining and leaving lock the event row so two last-seat joins cannot both pass the capacity check.
  const [row] = await (lock ? query.for('update', { of: events }) : query);
  return row;
}

/**
 * As `findEvent`, with the event's live state row locked, in one statement; nothing when the event or its state row
 * does not exist yet (the live room makes the row on first use). Locked after waiting, the state row returned is the
 * latest, as are the co-hosts read from it.
 */
export async function findEventLockingLive(db: Tx, ref: string, now: Date) {
  const [row] = await db
    .select({ event: events, host: person, live: liveFlag(now), coHostIds: coHostIds(), state: liveState })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .innerJoin(liveState, eq(liveState.eventId, events.id))
    .where(refIs(ref))
    .for('update', { of: liveState });
  return row;
}

export async function participantsOf(db: Tx, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventParticipants.eventId, ...person })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(inArray(eventParticipants.eventId, eventIds))
    .orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.userId));
}

export async function isParticipant(db: Tx, eventId: string, userId: number) {
  const rows = await db
    .select({ one: sql`1` })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return rows.length > 0;
}

export async function participantCount(db: Tx, eventId: string) {
  const [row] = await db.select({ n: count() }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
  return row?.n ?? 0;
}

export async function addParticipant(db: Tx, eventId: string, userId: number, at: Date) {
  await db.insert(eventParticipants).values({ eventId, userId, joinedAt: at }).onConflictDoNothing();
}

export async function removeParticipant(db: Tx, eventId: string, userId: number) {
  await db.delete(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
}

export async function participantIds(db: Tx, eventId: string): Promise<number[]> {
  const rows = await db
    .select({ id: eventParticipants.userId })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, eventId));
  return rows.map((r) => r.id);
}

export async function eventRow(db: Tx, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** Answers the new row, or undefined when its short id is taken. */
export async function insertEvent(db: Tx, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).onConflictDoNothing({ target: events.shortId }).returning();
  return row;
}

export async function updateEvent(db: Tx, id: string, values: Partial<typeof events.$inferInsert>) {
  const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning();
  if (!row) throw new Error('update returned no event');
  return row;
}

export interface ListFilter {
  viewerId: number | null;
  types?: EventType[];
  languages?: string[];
  levels?: number[];
  from?: Date;
  until?: Date;
  dashboard: boolean;
  live?: boolean;
  limit: number;
  offset: number;
  now: Date;
}

function listWhere(f: ListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (f.dashboard && f.viewerId !== null) conditions.push(takesPart(f.viewerId));
  else {
    conditions.push(isNull(events.cancelledAt));
    conditions.push(f.viewerId === null ? eq(events.isPrivate, false) : or(eq(events.isPrivate, false), takesPart(f.viewerId)));
  }
  if (f.types) conditions.push(inArray(events.type, f.types));
  if (f.languages) conditions.push(inArray(events.language, f.languages));
  if (f.levels) conditions.push(inArray(events.proficiency, f.levels));
  if (f.from) conditions.push(gte(events.startsAt, f.from));
  if (f.until) conditions.push(lt(events.startsAt, f.until));
  if (!f.from) conditions.push(isNull(events.endedAt), gt(events.endsAt, f.now));
  if (f.live === true) conditions.push(isLiveSql(f.now));
  if (f.live === false) conditions.push(not(liveFlag(f.now)));
  return and(...conditions);
}

/** One page in start order, from events alone so the planner walks the start index and stops early; hosts apart. */
export async function listEvents(db: Db, f: ListFilter) {
  const rows = await db
    .select({ event: events, live: liveFlag(f.now) })
    .from(events)
    .where(listWhere(f))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(f.limit)
    .offset(f.offset);
  const hostIds = [...new Set(rows.map((r) => r.event.hostId))];
  const hosts = hostIds.length ? await db.select(person).from(users).where(inArray(users.id, hostIds)) : [];
  const byId = new Map(hosts.map((h) => [h.id, h]));
  return rows.flatMap((r) => {
    const host = byId.get(r.event.hostId);
    return host ? [{ ...r, host }] : [];
  });
}

export async function countEvents(db: Db, f: Omit<ListFilter, 'limit' | 'offset'>) {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(listWhere({ ...f, limit: 0, offset: 0 }));
  return row?.n ?? 0;
}

/** Sessions (attended events) of a user from `from` (inclusive) to `until` (exclusive). */
export async function sessionsBetween(db: Tx, userId: number, from: Date, until: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(eventAttendance)
    .where(and(eq(eventAttendance.userId, userId), gte(eventAttendance.joinedAt, from), lt(eventAttendance.joinedAt, until)));
  return row?.n ?? 0;
}

export async function findAttendance(db: Tx, eventId: string, userId: number) {
  const [row] = await db
    .select()
    .from(eventAttendance)
    .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)));
  return row;
}

export async function insertAttendance(db: Tx, eventId: string, userId: number, at: Date) {
  await db.insert(eventAttendance).values({ eventId, userId, joinedAt: at }).onConflictDoNothing();
}

export async function attendanceHistory(db: Db, userId: number, limit: number, offset: number) {
  const items = await db
    .select({ event: events, joinedAt: eventAttendance.joinedAt })
    .from(eventAttendance)
    .innerJoin(events, eq(events.id, eventAttendance.eventId))
    .where(eq(eventAttendance.userId, userId))
    .orderBy(desc(eventAttendance.joinedAt), desc(eventAttendance.eventId))
    .limit(limit)
    .offset(offset);
  const month = sql<string>`to_char(${eventAttendance.joinedAt} at time zone 'UTC', 'YYYY-MM')`;
  const perMonth = await db
    .select({ month, count: count() })
    .from(eventAttendance)
    .where(eq(eventAttendance.userId, userId))
    .groupBy(month)
    .orderBy(desc(month));
  const total = perMonth.reduce((sum, m) => sum + m.count, 0);
  return { items, perMonth, total };
}

/** Public events live now, soonest start first, with how many take part. */
export async function liveHosts(db: Db, now: Date, limit: number) {
  return db
    .select({
      event: events,
      host: person,
      participants:
        sql<number>`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id})`.mapWith(
          Number,
        ),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(isLiveSql(now), eq(events.isPrivate, false)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** The newest pairing per person, newest first, without anyone on either side of an avoid. */
export async function latestMatches(db: Db, userId: number, limit: number, offset: number) {
  const avoided = sql`exists (select 1 from ${avoids} where (${avoids.userId} = ${userId} and ${avoids.avoidedId} = ${matches.matchedUserId}) or (${avoids.userId} = ${matches.matchedUserId} and ${avoids.avoidedId} = ${userId}))`;
  const latest = db
    .selectDistinctOn([matches.matchedUserId], {
      id: matches.id,
      matchedUserId: matches.matchedUserId,
      eventId: matches.eventId,
      createdAt: matches.createdAt,
    })
    .from(matches)
    .where(and(eq(matches.userId, userId), not(avoided)))
    .orderBy(matches.matchedUserId, desc(matches.createdAt), desc(matches.id))
    .as('latest');
  const items = await db
    .select({ id: latest.id, eventId: latest.eventId, createdAt: latest.createdAt, user: person })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.matchedUserId))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(limit)
    .offset(offset);
  const [totalRow] = await db.select({ n: count() }).from(latest);
  return { items, total: totalRow?.n ?? 0 };
}

export type { EventRow };

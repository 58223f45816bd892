import { and, asc, count, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import { adminAuditLog, eventParticipants, events, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import { likePattern } from './admin-users.store.ts';

interface Page {
  limit: number;
  offset: number;
}

const person = {
  id: users.id,
  username: users.username,
  display_name: users.displayName,
  full_name: users.fullName,
  image: users.image,
};

/**
 * Events not over and not cancelled whose title holds the query, soonest first: what an admin may still cancel.
 * Read here; the cancel itself goes through the events module.
 */
export async function upcomingEvents(db: Tx, q: string, now: Date, p: Page) {
  const where = and(
    isNull(events.cancelledAt),
    isNull(events.endedAt),
    gt(events.endsAt, now),
    q ? ilike(events.title, likePattern(q)) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select({
        event: events,
        host: person,
        participants: sql<number>`(select count(*) from ${eventParticipants} where ${eventParticipants.eventId} = ${events.id})::int`,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.hostId))
      .where(where)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** The audit log, newest first, with the admin who acted (null once their account is gone). */
export async function auditPage(db: Tx, p: Page) {
  const [items, totals] = await Promise.all([
    db
      .select({ entry: adminAuditLog, admin: person })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

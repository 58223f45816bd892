import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { events, liveState, matches, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { person } from '../events/public.ts';

/** What a round's pairing reads of each candidate: their plan and languages. */
export async function profilesOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, plan: users.plan, learning: users.learning, speaking: users.speaking })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Events not over whose round has ended, and those still in a round. */
export async function roundsDue(db: Db, now: Date) {
  const ended = await db
    .select({ id: liveState.eventId })
    .from(liveState)
    .innerJoin(events, eq(events.id, liveState.eventId))
    .where(and(lte(liveState.roundEndsAt, now), isNull(events.endedAt), isNull(events.cancelledAt)));
  const running = await db
    .select({ id: liveState.eventId })
    .from(liveState)
    .innerJoin(events, eq(events.id, liveState.eventId))
    .where(and(sql`${liveState.roundEndsAt} > ${now}`, isNull(events.endedAt), isNull(events.cancelledAt)));
  return { roundOver: ended.map((r) => r.id), inRound: running.map((r) => r.id) };
}

/** The user's most recent round with partners, in any event. */
export async function latestMatch(db: Db, userId: number) {
  const [latest] = await db
    .select({ eventId: matches.eventId, round: matches.round, createdAt: matches.createdAt })
    .from(matches)
    .where(eq(matches.userId, userId))
    .orderBy(desc(matches.createdAt), desc(matches.round))
    .limit(1);
  return latest;
}

export async function partnersIn(db: Db, userId: number, eventId: string, round: number) {
  return db
    .select(person)
    .from(matches)
    .innerJoin(users, eq(users.id, matches.matchedUserId))
    .where(and(eq(matches.userId, userId), eq(matches.eventId, eventId), eq(matches.round, round)));
}

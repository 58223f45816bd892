import { shownName } from '../../shared/shown-name.ts';
import { and, asc, count, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { CommunityQuery, ReportBody } from '@parley/contracts';
import { avoids, follows, moduleResults, reports, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

/** A transaction handle or the database itself. */

export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  fullName: users.fullName,
  image: users.image,
};
export type PersonRow = {
  id: number;
  username: string;
  displayName: string | null;
  fullName: string | null;
  image: string | null;
};

/** A user others can see: not a guest and not on the way out. */
const visible = and(eq(users.isGuest, false), isNull(users.deletionScheduledAt));

export async function userExists(db: Tx, id: number, onlyVisible: boolean) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(onlyVisible ? and(eq(users.id, id), visible) : eq(users.id, id));
  return row !== undefined;
}

/**
 * Locks both users' rows in id order, so concurrent follows and avoids touching either of them run one
 * after the other (no limit overshoot, no follow slipping past an avoid). Answers the locked rows.
 */
export async function lockPair(tx: Tx, a: number, b: number) {
  return tx
    .select({
      id: users.id,
      name: shownName,
      plan: users.plan,
      isGuest: users.isGuest,
      deletionScheduledAt: users.deletionScheduledAt,
    })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for('update');
}

export const avoidBetween = (a: number, b: number) =>
  or(and(eq(avoids.userId, a), eq(avoids.avoidedId, b)), and(eq(avoids.userId, b), eq(avoids.avoidedId, a)));

export async function avoidance(tx: Tx, actorId: number, targetId: number) {
  const rows = await tx.select({ userId: avoids.userId }).from(avoids).where(avoidBetween(actorId, targetId));
  return { avoiding: rows.some((r) => r.userId === actorId), avoided: rows.some((r) => r.userId === targetId) };
}

export const isFollowing = async (tx: Tx, followerId: number, followeeId: number) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  ).length > 0;

export const isAvoiding = async (tx: Tx, userId: number, avoidedId: number) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(avoids)
      .where(and(eq(avoids.userId, userId), eq(avoids.avoidedId, avoidedId)))
  ).length > 0;

export const countFollowing = async (tx: Tx, userId: number) =>
  (await tx.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)))[0]?.n ?? 0;

export const countAvoiding = async (tx: Tx, userId: number) =>
  (await tx.select({ n: count() }).from(avoids).where(eq(avoids.userId, userId)))[0]?.n ?? 0;

export async function insertFollow(tx: Tx, followerId: number, followeeId: number, now: Date) {
  await tx.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
}

export async function deleteFollow(db: Tx, followerId: number, followeeId: number) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** Records the avoid and removes follows both ways. */
export async function insertAvoid(tx: Tx, userId: number, avoidedId: number, now: Date) {
  await tx.insert(avoids).values({ userId, avoidedId, createdAt: now }).onConflictDoNothing();
  await tx
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, userId), eq(follows.followeeId, avoidedId)),
        and(eq(follows.followerId, avoidedId), eq(follows.followeeId, userId)),
      ),
    );
}

export async function deleteAvoid(db: Tx, userId: number, avoidedId: number) {
  await db.delete(avoids).where(and(eq(avoids.userId, userId), eq(avoids.avoidedId, avoidedId)));
}

export async function upsertReport(db: Tx, reporterId: number, body: ReportBody, now: Date) {
  const fields = { reason: body.reason, details: body.details || null, eventId: body.event_id || null, updatedAt: now };
  // Reported again, a report an admin closed is open again (ADR 0070).
  const reopened = { status: 'open' as const, resolvedBy: null, resolvedAt: null, note: null };
  await db
    .insert(reports)
    .values({ reporterId, reportedId: body.user_id, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: [reports.reporterId, reports.reportedId], set: { ...fields, ...reopened } });
}

export async function deleteReport(db: Tx, reporterId: number, reportedId: number) {
  await db.delete(reports).where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, reportedId)));
}

export async function relationshipRow(db: Tx, actorId: number, targetId: number) {
  const [row] = await db
    .select({
      plan: users.plan,
      isFollowing: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${actorId} and ${follows.followeeId} = ${targetId})`,
      isFollowedBy: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${targetId} and ${follows.followeeId} = ${actorId})`,
      isAvoiding: sql<boolean>`exists (select 1 from ${avoids} where ${avoids.userId} = ${actorId} and ${avoids.avoidedId} = ${targetId})`,
      isReported: sql<boolean>`exists (select 1 from ${reports} where ${reports.reporterId} = ${actorId} and ${reports.reportedId} = ${targetId})`,
      followersCount: sql<number>`(select count(*) from ${follows} where ${follows.followeeId} = ${targetId})::int`,
      followingCount: sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${actorId})::int`,
      avoidingCount: sql<number>`(select count(*) from ${avoids} where ${avoids.userId} = ${actorId})::int`,
    })
    .from(users)
    .where(eq(users.id, actorId));
  if (!row) throw new Error(`user ${actorId} vanished`);
  return row;
}

/** Neither avoids the other: the filter that keeps avoided people out of the caller's lists. */
const notAvoidedBy = (callerId: number, personId: SQL | typeof users.id) =>
  not(
    sql`exists (select 1 from ${avoids} where (${avoids.userId} = ${callerId} and ${avoids.avoidedId} = ${personId}) or (${avoids.userId} = ${personId} and ${avoids.avoidedId} = ${callerId}))`,
  );

interface Page {
  limit: number;
  offset: number;
}

async function peoplePage(db: Tx, where: SQL | undefined, join: 'follower' | 'followee', ofId: number, page: Page) {
  const on = join === 'follower' ? eq(users.id, follows.followerId) : eq(users.id, follows.followeeId);
  const of = join === 'follower' ? eq(follows.followeeId, ofId) : eq(follows.followerId, ofId);
  const filter = and(of, visible, where);
  const [items, totals] = await Promise.all([
    db
      .select(personColumns)
      .from(follows)
      .innerJoin(users, on)
      .where(filter)
      .orderBy(desc(follows.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(follows).innerJoin(users, on).where(filter),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export const followersOf = (db: Tx, userId: number, callerId: number, page: Page) =>
  peoplePage(db, notAvoidedBy(callerId, users.id), 'follower', userId, page);

export const followeesOf = (db: Tx, userId: number, callerId: number, page: Page) =>
  peoplePage(db, notAvoidedBy(callerId, users.id), 'followee', userId, page);

export async function avoidedBy(db: Tx, userId: number, page: Page) {
  const filter = eq(avoids.userId, userId);
  const [items, totals] = await Promise.all([
    db
      .select(personColumns)
      .from(avoids)
      .innerJoin(users, eq(users.id, avoids.avoidedId))
      .where(filter)
      .orderBy(desc(avoids.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(avoids).where(filter),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function reportsBy(db: Tx, userId: number, page: Page) {
  const filter = eq(reports.reporterId, userId);
  const [items, totals] = await Promise.all([
    db
      .select({ person: personColumns, report: reports })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reportedId))
      .where(filter)
      .orderBy(desc(reports.updatedAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reports).where(filter),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** Whether either of the two avoids the other. */
export async function avoidEitherWay(db: Tx, a: number, b: number) {
  const rows = await db
    .select({ one: sql`1` })
    .from(avoids)
    .where(avoidBetween(a, b))
    .limit(1);
  return rows.length > 0;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A jsonb language list holding an entry with these fields (`@>` matches on the fields given). */
const holdsLanguage = (column: typeof users.speaking | typeof users.learning, entry: { code?: string; proficiency?: number }) =>
  sql`${column} @> ${JSON.stringify([entry])}::jsonb`;

const followersCount = sql<number>`(select count(*) from ${follows} where ${follows.followeeId} = ${users.id})::int`;

/**
 * Community search: visible people other than the caller and on neither side of an avoid, filtered by
 * name, language and level, most followed first. The follower counts come in the same query.
 */
/**
 * How many of `values` the person of the outer query's row listed under `key` in their newest goals questionnaire. The
 * outer row's id is named by hand: drizzle leaves a column's table out inside select fields, and module_results has an
 * id of its own.
 */
function sharedAnswers(key: 'goal' | 'interests', values: readonly string[]): SQL {
  if (values.length === 0) return sql`0`;
  const latest = sql`(select mr.data -> ${key} from module_results mr where mr.user_id = "users"."id"
    and mr.module_id = 'GoalsQuestionnaireModule' order by mr.created_at desc, mr.id desc limit 1)`;
  return sql`(select count(*) from jsonb_array_elements_text(coalesce(${latest}, '[]'::jsonb)) as answer(v)
    where answer.v in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}))`;
}

/** For suggested partners: the caller's own goals and interests, to rank others by what they share. */
async function sharedWithCaller(db: Tx, callerId: number): Promise<SQL<number>> {
  const goals = (await latestGoals(db, callerId))?.data as { goal?: string[]; interests?: string[] } | undefined;
  return sql<number>`(${sharedAnswers('goal', goals?.goal ?? [])} + ${sharedAnswers('interests', goals?.interests ?? [])})::int`;
}

export async function community(db: Tx, callerId: number, q: CommunityQuery) {
  const conditions: (SQL | undefined)[] = [not(eq(users.id, callerId)), visible, notAvoidedBy(callerId, users.id)];
  const partners = q.suggest === 'partners';
  if (partners)
    conditions.push(
      sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${callerId} and ${follows.followeeId} = "users"."id")`,
    );
  const shared = partners ? await sharedWithCaller(db, callerId) : undefined;
  if (q.query) {
    const pattern = likePattern(q.query);
    conditions.push(
      or(
        sql`${users.username} ilike ${pattern}`,
        sql`${users.displayName} ilike ${pattern}`,
        sql`${users.fullName} ilike ${pattern}`,
      ),
    );
  }
  if (q.language !== undefined || q.proficiency !== undefined) {
    const entry = {
      ...(q.language === undefined ? {} : { code: q.language }),
      ...(q.proficiency === undefined ? {} : { proficiency: q.proficiency }),
    };
    conditions.push(or(holdsLanguage(users.speaking, entry), holdsLanguage(users.learning, entry)));
  }
  if (q.status) conditions.push(eq(users.status, q.status));
  const filter = and(...conditions);
  const [items, totals] = await Promise.all([
    db
      .select({
        ...personColumns,
        status: users.status,
        country: users.country,
        speaking: users.speaking,
        learning: users.learning,
        followersCount,
      })
      .from(users)
      .where(filter)
      .orderBy(...(shared ? [desc(shared)] : []), desc(followersCount), asc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
export type CommunityRow = Awaited<ReturnType<typeof community>>['items'][number];

/** The newest goals questionnaire a user submitted, or undefined. */
export async function latestGoals(db: Tx, userId: number) {
  const [row] = await db
    .select({ data: moduleResults.data, createdAt: moduleResults.createdAt })
    .from(moduleResults)
    .where(and(eq(moduleResults.userId, userId), eq(moduleResults.moduleId, 'GoalsQuestionnaireModule')))
    .orderBy(desc(moduleResults.createdAt), desc(moduleResults.id))
    .limit(1);
  return row;
}

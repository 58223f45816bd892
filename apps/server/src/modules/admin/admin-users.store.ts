import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { roles, sessions, teacherHomepages, userRoles, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The member's role names, in order. Spelled out: drizzle leaves the columns of a one-table select unqualified, and an
 * unqualified "id" inside the subquery would be the role's.
 */
const roleNames = sql<string[]>`coalesce((select array_agg(r.name order by r.name) from ${userRoles} ur
  join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`;

export const userColumns = { user: users, roles: roleNames };
export type UserWithRoles = { user: typeof users.$inferSelect; roles: string[] };

interface Page {
  limit: number;
  offset: number;
}

async function usersPage(db: Tx, where: SQL | undefined, order: SQL[], p: Page) {
  const [items, totals] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** Name, username or email holds the query, in any case; newest first. */
export function searchUsers(db: Tx, q: string, p: Page) {
  const pattern = likePattern(q);
  const where = q
    ? or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.fullName, pattern),
        ilike(users.displayName, pattern),
      )
    : undefined;
  return usersPage(db, where, [desc(users.createdAt), desc(users.id)], p);
}

/** Members who declared TEACHER and wait for approval, oldest first, with their homepage if they made one. */
export async function candidates(db: Tx, p: Page) {
  const where = and(eq(users.status, 'TEACHER'), isNull(users.teacherApprovedAt), isNull(users.deletionScheduledAt));
  const [items, totals] = await Promise.all([
    db
      .select({ ...userColumns, homepage: { url: teacherHomepages.url, name: teacherHomepages.name } })
      .from(users)
      .leftJoin(teacherHomepages, eq(teacherHomepages.userId, users.id))
      .where(where)
      .orderBy(users.createdAt, users.id)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function findUser(db: Tx, userId: number, lock = false): Promise<UserWithRoles | undefined> {
  const query = db.select(userColumns).from(users).where(eq(users.id, userId));
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  return row;
}

export async function homepageOf(db: Tx, userId: number) {
  const [row] = await db.select({ url: teacherHomepages.url }).from(teacherHomepages).where(eq(teacherHomepages.userId, userId));
  return row?.url ?? null;
}

export const updateUser = (db: Tx, userId: number, values: Partial<typeof users.$inferInsert>, now: Date) =>
  db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));

/** Ends every open session of the member (a disabled account is signed out everywhere). */
export const endSessions = (db: Tx, userId: number, now: Date, reason: string) =>
  db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export async function roleId(db: Tx, name: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id;
}

export const grantRole = (db: Tx, userId: number, id: number) =>
  db.insert(userRoles).values({ userId, roleId: id }).onConflictDoNothing();

export const revokeRole = (db: Tx, userId: number, id: number) =>
  db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, id)));

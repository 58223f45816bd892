import { and, count, eq, isNull } from 'drizzle-orm';
import { ambassadorCodes, ambassadorSignups, roles, userRoles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export async function codeOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: ambassadorCodes.code }).from(ambassadorCodes).where(eq(ambassadorCodes.userId, userId));
  return row?.code;
}

/** Keeps the first code: two tabs asking at once both read the same one back. */
export async function insertCode(db: Db, userId: number, code: string) {
  await db.insert(ambassadorCodes).values({ userId, code }).onConflictDoNothing({ target: ambassadorCodes.userId });
}

/** The ambassador whose code it is, while they hold the role (a code of someone no longer an ambassador is unknown). */
export async function ambassadorOf(db: Db, code: string, roleName: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: ambassadorCodes.userId })
    .from(ambassadorCodes)
    .innerJoin(userRoles, eq(userRoles.userId, ambassadorCodes.userId))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.name, roleName)))
    .where(eq(ambassadorCodes.code, code));
  return row?.userId;
}

export async function insertSignup(db: Db, userId: number, ambassadorId: number, at: Date) {
  await db.insert(ambassadorSignups).values({ userId, ambassadorId, createdAt: at }).onConflictDoNothing();
}

export async function markSubscribed(db: Db, userId: number, at: Date) {
  await db
    .update(ambassadorSignups)
    .set({ subscribedAt: at })
    .where(and(eq(ambassadorSignups.userId, userId), isNull(ambassadorSignups.subscribedAt)));
}

export async function countsOf(db: Db, ambassadorId: number) {
  const [row] = await db
    .select({ signedUp: count(), subscribed: count(ambassadorSignups.subscribedAt) })
    .from(ambassadorSignups)
    .where(eq(ambassadorSignups.ambassadorId, ambassadorId));
  return { signedUp: row?.signedUp ?? 0, subscribed: row?.subscribed ?? 0 };
}

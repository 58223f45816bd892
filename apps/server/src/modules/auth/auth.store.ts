import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { emailCodes, oidcStates, roles, userRoles, users, type UserRow } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

const lowerEq = (column: typeof users.username | typeof users.email, value: string) => sql`lower(${column}) = lower(${value})`;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(lowerEq(users.email, email)).limit(1))[0];

export const findUserByUsername = async (db: Db, username: string) =>
  (await db.select().from(users).where(lowerEq(users.username, username)).limit(1))[0];

export const findUserById = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByGoogleSubject = async (db: Db, subject: string) =>
  (await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1))[0];

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** Accounts whose deletion grace has passed, oldest first. */
export const usersDueBy = async (db: Db, now: Date): Promise<number[]> =>
  (await db.select({ id: users.id }).from(users).where(lte(users.deletionScheduledAt, now)).orderBy(users.id)).map((r) => r.id);

/** The account, locked, if its deletion is still due: its owner may have cancelled it since it was listed. */
export const lockUserDueBy = async (tx: Tx, id: number, now: Date) =>
  (
    await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, id), lte(users.deletionScheduledAt, now)))
      .for('update')
  )[0];

/** Everything that references the user cascades (or is set null) with it. */
export const deleteUser = (tx: Tx, id: number) => tx.delete(users).where(eq(users.id, id));

export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  return rows.map((r) => r.name);
}

export const listRoles = (db: Db) => db.select().from(roles).orderBy(roles.name);

export const findRoleByName = async (db: Db, name: string) =>
  (await db.select().from(roles).where(eq(roles.name, name)).limit(1))[0];

export async function insertRole(db: Db, name: string, description: string | null) {
  const [row] = await db.insert(roles).values({ name, description }).onConflictDoNothing().returning();
  return row;
}

export async function grantRole(db: Db, userId: number, roleName: string) {
  const role = (await findRoleByName(db, roleName)) ?? (await insertRole(db, roleName, null));
  if (role) await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}

export const latestCode = async (db: Tx, userId: number, purpose: 'verify' | 'reset') =>
  (
    await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
      .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
      .limit(1)
  )[0];

export async function replaceCode(db: Db, values: typeof emailCodes.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: values.createdAt })
      .where(and(eq(emailCodes.userId, values.userId), eq(emailCodes.purpose, values.purpose), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values(values);
  });
}

/** Holds the account's row until the transaction ends, so one account's code tries are judged one at a time. */
export async function lockAccount(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The wrong tries on the account's codes (both purposes) made after `since`, and when the first such code was made. */
export async function wrongTriesSince(tx: Tx, userId: number, since: Date) {
  const [row] = await tx
    .select({
      wrong: sql<number>`coalesce(sum(${emailCodes.attempts}), 0)::int`,
      firstAt: sql<Date | null>`min(${emailCodes.createdAt}) filter (where ${emailCodes.attempts} > 0)`.mapWith(
        emailCodes.createdAt,
      ),
    })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)));
  return { wrong: row?.wrong ?? 0, firstAt: row?.firstAt ?? null };
}

export async function countWrongTry(tx: Tx, codeId: number) {
  await tx
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, codeId));
}

export async function consumeCode(tx: Tx, codeId: number, now: Date) {
  await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, codeId));
}

export const saveOidcState = (db: Db, values: typeof oidcStates.$inferInsert) => db.insert(oidcStates).values(values);

export async function takeOidcState(db: Db, state: string) {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row;
}

export async function purgeCodesAndStates(db: Db, now: Date, codesBefore: Date) {
  await db.delete(emailCodes).where(lte(emailCodes.expiresAt, codesBefore));
  await db.delete(oidcStates).where(lte(oidcStates.expiresAt, now));
}

import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES, type CompanyRole } from '@parley/contracts';
import { companies, companyInvitations, companyMembers, companySubscriptions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { shownName } from '../../shared/shown-name.ts';

export type CompanyRow = typeof companies.$inferSelect;

const membershipColumns = { company: companies, role: companyMembers.role };

/** The caller's company and role; `lock` holds the company row so seat counts and roles change one at a time. */
export async function membershipOf(db: Db, userId: number, lock = false) {
  const query = db
    .select(membershipColumns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const [row] = await (lock ? query.for('update', { of: companies }) : query);
  return row;
}

export async function lockCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function byJoinCode(db: Db, code: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.joinCode, code));
  return row;
}

export async function insertCompany(db: Db, row: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [inserted] = await db.insert(companies).values(row).returning();
  return inserted!;
}

export const updateCompany = (db: Db, companyId: number, set: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set(set).where(eq(companies.id, companyId));

export async function memberCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return row?.n ?? 0;
}

export async function adminCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')));
  return row?.n ?? 0;
}

export const addMember = (db: Db, companyId: number, userId: number, role: CompanyRole) =>
  db.insert(companyMembers).values({ companyId, userId, role });

export async function removeMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const gone = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .returning({ userId: companyMembers.userId });
  return gone.length > 0;
}

export async function roleOf(db: Db, companyId: number, userId: number): Promise<CompanyRole | undefined> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row?.role;
}

export const setRole = (db: Db, companyId: number, userId: number, role: CompanyRole) =>
  db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));

/** is_company marks the accounts that administer an organisation (spec §1): the sign-in pages send them to it. */
export const setIsCompany = (db: Db, userId: number, isCompany: boolean) =>
  db
    .update(users)
    .set({ isCompany, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

export const membersOf = (db: Db, companyId: number) =>
  db
    .select({
      id: users.id,
      username: users.username,
      // The name people see for them elsewhere: the display name, else the full name, else the username.
      displayName: shownName,
      image: users.image,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.joinedAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.joinedAt), asc(users.id));

export const openInvitationsOf = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));

export async function invitationsSince(db: Db, companyId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), gte(companyInvitations.createdAt, since)));
  return row?.n ?? 0;
}

/** An address invited again gets a fresh link: the open invitation's token is replaced. */
export async function upsertInvitation(
  db: Db,
  row: { companyId: number; email: string; token: string; invitedBy: number; at: Date },
) {
  await db
    .insert(companyInvitations)
    .values({
      companyId: row.companyId,
      email: row.email.toLowerCase(),
      token: row.token,
      invitedBy: row.invitedBy,
      createdAt: row.at,
    })
    .onConflictDoUpdate({
      target: [companyInvitations.companyId, companyInvitations.email],
      targetWhere: isNull(companyInvitations.acceptedAt),
      set: { token: row.token, invitedBy: row.invitedBy, createdAt: row.at },
    });
}

export async function deleteInvitation(db: Db, companyId: number, invitationId: number): Promise<boolean> {
  const gone = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.id, invitationId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  return gone.length > 0;
}

export async function openInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: companyInvitations, company: companies })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.token, token), isNull(companyInvitations.acceptedAt)));
  return row;
}

export const markAccepted = (db: Db, invitationId: number, at: Date) =>
  db.update(companyInvitations).set({ acceptedAt: at }).where(eq(companyInvitations.id, invitationId));

export async function liveSubscriptionOf(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, companyId),
        sql`${companySubscriptions.status} in ${[...LIVE_SUBSCRIPTION_STATUSES]}`,
      ),
    )
    .orderBy(desc(companySubscriptions.createdAt))
    .limit(1);
  return row;
}

export async function usersByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) in ${emails.map((e) => e.toLowerCase())}`);
}

export type CompanySubscriptionRow = typeof companySubscriptions.$inferSelect;

/** The customer of the organisation's latest subscription: a new checkout and the portal reuse it. */
export async function customerOfCompany(db: Db, companyId: number, provider: CompanySubscriptionRow['provider']) {
  const [row] = await db
    .select({ customerId: companySubscriptions.customerId })
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.provider, provider)))
    .orderBy(desc(companySubscriptions.createdAt))
    .limit(1);
  return row?.customerId;
}

export async function subscriptionCountOf(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companySubscriptions).where(eq(companySubscriptions.companyId, companyId));
  return row?.n ?? 0;
}

export async function lockSubscription(db: Db, provider: CompanySubscriptionRow['provider'], providerId: string) {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.provider, provider), eq(companySubscriptions.providerId, providerId)))
    .for('update');
  return row;
}

export async function saveSubscription(db: Db, row: typeof companySubscriptions.$inferInsert) {
  await db
    .insert(companySubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [companySubscriptions.provider, companySubscriptions.providerId],
      set: {
        quantity: row.quantity,
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        eventAt: row.eventAt,
      },
    });
}

export async function memberIdsOf(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((r) => r.userId);
}

export async function callerOf(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, isGuest: users.isGuest, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

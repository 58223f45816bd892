import { and, count, countDistinct, desc, eq, gt, isNotNull, isNull, lte, min, sql, sum } from 'drizzle-orm';
import {
  affiliateCodes,
  affiliateCommissions,
  affiliateReferrals,
  affiliateWaitingCredits,
  roles,
  userRoles,
  users,
  type AffiliateCommissionRow,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type { AffiliateCommissionRow };
export type Provider = 'sandbox' | 'stripe';

export async function codeOf(db: Db, userId: number) {
  const [row] = await db.select().from(affiliateCodes).where(eq(affiliateCodes.userId, userId));
  return row;
}

/** Keeps the first code an affiliate is given: two tabs asking at once both read the same one back. */
export async function insertCode(db: Db, userId: number, code: string) {
  await db.insert(affiliateCodes).values({ userId, code }).onConflictDoNothing({ target: affiliateCodes.userId });
}

export async function ownerOf(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: affiliateCodes.userId }).from(affiliateCodes).where(eq(affiliateCodes.code, code));
  return row?.userId;
}

export const countClick = (db: Db, userId: number) =>
  db
    .update(affiliateCodes)
    .set({ clicks: sql`${affiliateCodes.clicks} + 1` })
    .where(eq(affiliateCodes.userId, userId));

/** Whoever is an affiliate now: an approved teacher, or a member with the partner role (ADR 0076). */
export async function isAffiliateNow(db: Db, userId: number, partnerRole: string): Promise<boolean> {
  const [user] = await db
    .select({ status: users.status, approvedAt: users.teacherApprovedAt, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.disabledAt) return false;
  if (user.status === 'TEACHER' && user.approvedAt) return true;
  const held = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, partnerRole)));
  return held.length > 0;
}

/**
 * The member is the affiliate's next numbered sign-up; the member's primary key keeps one affiliate per account. The
 * number is taken under the affiliate's code row lock, so two sign-ups at once get two numbers.
 */
export async function attribute(db: Db, memberId: number, affiliateId: number, at: Date) {
  await db.transaction(async (tx) => {
    await tx.select().from(affiliateCodes).where(eq(affiliateCodes.userId, affiliateId)).for('update');
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${affiliateReferrals.memberNumber}), 0)::int` })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliateId));
    await tx
      .insert(affiliateReferrals)
      .values({ memberId, affiliateId, memberNumber: (last?.n ?? 0) + 1, createdAt: at })
      .onConflictDoNothing();
  });
}

export async function referralOf(db: Db, memberId: number) {
  const [row] = await db.select().from(affiliateReferrals).where(eq(affiliateReferrals.memberId, memberId));
  return row;
}

export async function countsOf(db: Db, affiliateId: number) {
  const [signUps] = await db
    .select({ n: count() })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.affiliateId, affiliateId));
  const [paying] = await db
    .select({ n: countDistinct(affiliateCommissions.memberId) })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.affiliateId, affiliateId), eq(affiliateCommissions.kind, 'commission')));
  return { signUps: signUps?.n ?? 0, paying: paying?.n ?? 0 };
}

/** The sums by status at `now`: paid, else approved once past its hold, else pending. */
export async function totalsOf(db: Db, now: Date, affiliateId?: number) {
  const mine = affiliateId === undefined ? undefined : eq(affiliateCommissions.affiliateId, affiliateId);
  const by = async (...where: Parameters<typeof and>) =>
    Number(
      (
        await db
          .select({ s: sum(affiliateCommissions.amountCents) })
          .from(affiliateCommissions)
          .where(and(mine, ...where))
      )[0]?.s ?? 0,
    );
  const unpaid = isNull(affiliateCommissions.paidAt);
  return {
    paid: await by(isNotNull(affiliateCommissions.paidAt)),
    approved: await by(unpaid, lte(affiliateCommissions.approvedAt, now)),
    pending: await by(unpaid, gt(affiliateCommissions.approvedAt, now)),
  };
}

export async function commissionsOf(db: Db, affiliateId: number, page: { limit: number; offset: number }) {
  const where = eq(affiliateCommissions.affiliateId, affiliateId);
  const items = await db
    .select()
    .from(affiliateCommissions)
    .where(where)
    .orderBy(desc(affiliateCommissions.occurredAt), desc(affiliateCommissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(affiliateCommissions).where(where);
  return { items, total: total?.n ?? 0 };
}

/** When the member's first commissioned payment was: commissions run for a number of months from it. */
export async function firstPaymentOf(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(affiliateCommissions.occurredAt) })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.memberId, memberId), eq(affiliateCommissions.kind, 'commission')));
  return row?.at ?? null;
}

/** Inserts a record once per provider object; false when it was recorded before (a replayed or repeated event). */
export async function insertRecord(db: Db, row: typeof affiliateCommissions.$inferInsert): Promise<boolean> {
  const done = await db.insert(affiliateCommissions).values(row).onConflictDoNothing().returning({ id: affiliateCommissions.id });
  return done.length > 0;
}

export async function commissionForInvoice(db: Db, provider: Provider, invoiceId: string) {
  const [row] = await db
    .select()
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.provider, provider),
        eq(affiliateCommissions.invoiceId, invoiceId),
        eq(affiliateCommissions.kind, 'commission'),
      ),
    )
    .for('update');
  return row;
}

/** What was taken back of an invoice's commission so far (a negative number or 0). */
export async function reversedOf(db: Db, provider: Provider, invoiceId: string) {
  const [row] = await db
    .select({ s: sum(affiliateCommissions.amountCents) })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.provider, provider),
        eq(affiliateCommissions.invoiceId, invoiceId),
        eq(affiliateCommissions.kind, 'reversal'),
      ),
    );
  return Number(row?.s ?? 0);
}

export async function keepWaitingCredit(db: Db, row: typeof affiliateWaitingCredits.$inferInsert) {
  await db.insert(affiliateWaitingCredits).values(row).onConflictDoNothing();
}

export const waitingCreditsFor = (db: Db, provider: Provider, invoiceId: string) =>
  db
    .select()
    .from(affiliateWaitingCredits)
    .where(and(eq(affiliateWaitingCredits.provider, provider), eq(affiliateWaitingCredits.invoiceId, invoiceId)));

import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { referralCodes, referralCredits, referrals } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type ReferralRow = typeof referrals.$inferSelect;

export async function codeOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Keeps the first code a member is given: two tabs asking at once both read the same one back. */
export async function insertCode(db: Db, userId: number, code: string) {
  await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing({ target: referralCodes.userId });
}

export async function inviterOf(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId;
}

export async function insertReferral(db: Db, inviteeId: number, inviterId: number, at: Date) {
  await db.insert(referrals).values({ inviteeId, inviterId, createdAt: at }).onConflictDoNothing();
}

/** Marks the invitee confirmed; answers their referral, if they have one, as it is now. */
export async function markVerified(db: Db, inviteeId: number, at: Date): Promise<ReferralRow | undefined> {
  await db
    .update(referrals)
    .set({ verifiedAt: at })
    .where(and(eq(referrals.inviteeId, inviteeId), isNull(referrals.verifiedAt)));
  const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  return row;
}

/** Keeps the earliest time the invitee paid for a plan, whatever order the invoices come in; answers their referral. */
export async function markSubscribed(db: Db, inviteeId: number, at: Date): Promise<ReferralRow | undefined> {
  await db
    .update(referrals)
    .set({ subscribedAt: at })
    .where(and(eq(referrals.inviteeId, inviteeId), or(isNull(referrals.subscribedAt), gt(referrals.subscribedAt, at))));
  const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
  return row;
}

/** Both counts in one pass: `count(verified_at)` counts only the confirmed rows. */
export async function countsOf(db: Db, inviterId: number) {
  const [row] = await db
    .select({ signedUp: count(), confirmed: count(referrals.verifiedAt) })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId));
  return { signedUp: row?.signedUp ?? 0, confirmed: row?.confirmed ?? 0 };
}

/** Claims the one credit an invitee earns; false when it was claimed before (a replayed event, a second plan). */
export async function claimCredit(db: Db, row: typeof referralCredits.$inferInsert): Promise<boolean> {
  const claimed = await db.insert(referralCredits).values(row).onConflictDoNothing().returning({ id: referralCredits.inviteeId });
  return claimed.length > 0;
}

export async function setCreditKind(db: Db, inviteeId: number, kind: 'account_credit') {
  await db.update(referralCredits).set({ kind }).where(eq(referralCredits.inviteeId, inviteeId));
}

export async function setCreditRef(db: Db, inviteeId: number, providerRef: string) {
  await db.update(referralCredits).set({ providerRef }).where(eq(referralCredits.inviteeId, inviteeId));
}

/** Balance credits decided whose provider transaction is not recorded yet. */
export const unansweredBalanceCredits = (db: Db) =>
  db
    .select({ inviteeId: referralCredits.inviteeId, inviterId: referralCredits.inviterId })
    .from(referralCredits)
    .where(and(eq(referralCredits.kind, 'account_credit'), isNull(referralCredits.providerRef)));

export const creditsOf = (db: Db, inviterId: number) =>
  db
    .select({ kind: referralCredits.kind, createdAt: referralCredits.createdAt })
    .from(referralCredits)
    .where(eq(referralCredits.inviterId, inviterId))
    .orderBy(desc(referralCredits.createdAt));

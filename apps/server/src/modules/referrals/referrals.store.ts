import { and, count, eq, isNull } from 'drizzle-orm';
import { referralCodes, referrals } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

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

export async function markVerified(db: Db, inviteeId: number, at: Date) {
  await db
    .update(referrals)
    .set({ verifiedAt: at })
    .where(and(eq(referrals.inviteeId, inviteeId), isNull(referrals.verifiedAt)));
}

/** Both counts in one pass: `count(verified_at)` counts only the confirmed rows. */
export async function countsOf(db: Db, inviterId: number) {
  const [row] = await db
    .select({ signedUp: count(), confirmed: count(referrals.verifiedAt) })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId));
  return { signedUp: row?.signedUp ?? 0, confirmed: row?.confirmed ?? 0 };
}

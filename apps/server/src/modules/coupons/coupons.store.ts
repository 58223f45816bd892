import { desc, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, users, type CouponRow } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type { CouponRow };
type Provider = 'sandbox' | 'stripe';

export const listCoupons = (db: Db) => db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));

export const couponById = async (db: Db, id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0];

export const couponByCode = async (db: Db, code: string) =>
  (await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())))[0];

/** Inserts the coupon; undefined when its code was taken meanwhile (the unique index decides). */
export async function insertCoupon(db: Db, row: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  return (await db.insert(coupons).values(row).onConflictDoNothing({ target: coupons.code }).returning())[0];
}

export const deactivateCoupon = async (db: Db, id: number) =>
  (await db.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning())[0]!;

/**
 * Counts a redemption once per provider subscription: false when this subscription was counted before (a replayed
 * or a later event about it). The count may pass the coupon's limit (ADR 0071: a checkout opened under it is honoured).
 */
export async function redeemOnce(
  tx: Db,
  row: { provider: Provider; subscriptionId: string; couponId: number; userId: number; redeemedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(couponRedemptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.couponId });
  if (inserted.length === 0) return false;
  await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.id, row.couponId));
  return true;
}

/** users.promotion_code: the code of the learner's latest redemption. False when the account no longer exists. */
export async function setPromotionCode(tx: Db, userId: number, code: string): Promise<boolean> {
  const done = await tx.update(users).set({ promotionCode: code }).where(eq(users.id, userId)).returning({ id: users.id });
  return done.length > 0;
}

export const userExists = async (tx: Db, userId: number) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;

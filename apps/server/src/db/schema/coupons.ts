import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Coupons an admin made (docs/decisions/0071-trials-and-coupons.md): the customer-facing code with its discount, how
 * long the discount lasts, how often and until when it may be redeemed, and its twin at the payments provider (a
 * Stripe coupon with its promotion code, or the sandbox's own).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; codes are compared without regard to case, as Stripe's are. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    currency: text('currency'),
    duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
    durationInMonths: integer('duration_in_months'),
    maxRedemptions: integer('max_redemptions'),
    expiresAt: at('expires_at'),
    active: boolean('active').notNull().default(true),
    redemptions: integer('redemptions').notNull().default(0),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerCouponId: text('provider_coupon_id').notNull(),
    providerPromotionCodeId: text('provider_promotion_code_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** One redemption per provider subscription, so a replayed or repeated subscription event counts once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: at('redeemed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subscriptionId] }), index('coupon_redemptions_coupon_idx').on(t.couponId)],
);

import { COUPON_CURRENCY, type Coupon } from '@parley/contracts';
import type { CouponRow } from './coupons.store.ts';

export const presentCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  percent_off: row.percentOff,
  amount_off: row.amountOff,
  currency: row.amountOff === null ? null : COUPON_CURRENCY,
  duration: row.duration,
  duration_in_months: row.durationInMonths,
  max_redemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  expires_at: row.expiresAt?.toISOString() ?? null,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

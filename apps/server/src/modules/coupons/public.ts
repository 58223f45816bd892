import { COUPON_TEXTS as T } from '@parley/contracts';
import { badRequest } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import { couponByCode } from './coupons.store.ts';

/** What a checkout needs of a promotion code: the provider's code to apply, and ours for the subscription's metadata. */
export interface CheckoutPromotion {
  couponId: number;
  code: string;
  promotionCodeId: string;
}

/** The subscription metadata that carries a redeemed code back in the provider's events (read by coupon-events.ts). */
export const promotionMetadata = (p: CheckoutPromotion) => ({ coupon_id: String(p.couponId), promotion_code: p.code });

const refuse = (message: string) => badRequest('VALIDATION_ERROR', message, 'promotion_code');

/**
 * Judges a code typed at a checkout (ADR 0071): it must exist (for the provider in use), be active, not have expired
 * and not have been redeemed up to its limit. A refusal names the promotion_code field and changes nothing.
 */
export async function promotionForCheckout(
  db: Db,
  typed: string,
  driver: PaymentsPort['driver'],
  now: Date,
): Promise<CheckoutPromotion> {
  const coupon = await couponByCode(db, typed.trim());
  if (!coupon || coupon.provider !== driver) throw refuse(T.promotionUnknown);
  if (!coupon.active) throw refuse(T.promotionInactive);
  if (coupon.expiresAt && coupon.expiresAt <= now) throw refuse(T.promotionExpired);
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) throw refuse(T.promotionExhausted);
  return { couponId: coupon.id, code: coupon.code, promotionCodeId: coupon.providerPromotionCodeId };
}

export { couponOffCurrentCharge, type RedeemedCoupon } from './coupon-terms.ts';

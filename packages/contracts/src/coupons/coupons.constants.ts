/** Where admins manage coupons (ADR 0071); the spec lists coupon endpoints without their fields. */
export const COUPONS_PREFIX = '/api/v1/sdk/admin/coupons';

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/** Letters and digits only, as Stripe allows in a promotion code; compared without regard to case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;
export const COUPON_CURRENCY = 'usd';
export const COUPON_MAX_MONTHS = 36;

export const COUPON_TEXTS = {
  codeInvalid: 'A code is 3 to 32 letters and digits',
  oneDiscount: 'Give either a percent off or an amount off',
  percentRange: 'Percent off is a whole number from 1 to 100',
  amountPositive: 'Amount off is a whole number of cents, at least 1',
  monthsRequired: `A repeating discount lasts 1 to ${COUPON_MAX_MONTHS} months`,
  monthsOnlyRepeating: 'Only a repeating discount has a number of months',
  maxRedemptions: 'Maximum redemptions is a whole number, at least 1',
  expiryPast: 'The expiry must be in the future',
  codeTaken: 'A coupon with this code exists already',
  notFound: 'This coupon does not exist',
  /** At checkout, under the promotion code field. */
  promotionUnknown: 'This promotion code does not exist.',
  promotionInactive: 'This promotion code is no longer active.',
  promotionExpired: 'This promotion code has expired.',
  promotionExhausted: 'This promotion code has been used as many times as it may be.',
} as const;

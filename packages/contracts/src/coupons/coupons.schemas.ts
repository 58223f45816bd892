import * as z from 'zod/mini';
import {
  COUPON_CODE_PATTERN,
  COUPON_CURRENCY,
  COUPON_DURATIONS,
  COUPON_MAX_MONTHS,
  COUPON_TEXTS as T,
} from './coupons.constants.ts';

const whole = (message: string, min: number, max?: number) =>
  z.int({ error: message }).check(z.gte(min, message), ...(max === undefined ? [] : [z.lte(max, message)]));

/** An admin's new coupon: a percent or an amount off, for once, some months or for ever, with optional limits. */
export const couponBodySchema = z
  .object({
    code: z.string({ error: T.codeInvalid }).check(z.trim(), z.regex(COUPON_CODE_PATTERN, T.codeInvalid)),
    percent_off: z.optional(whole(T.percentRange, 1, 100)),
    /** Cents, in usd. */
    amount_off: z.optional(whole(T.amountPositive, 1)),
    duration: z.enum(COUPON_DURATIONS, { error: `Choose a duration: ${COUPON_DURATIONS.join(', ')}` }),
    duration_in_months: z.optional(whole(T.monthsRequired, 1, COUPON_MAX_MONTHS)),
    max_redemptions: z.optional(whole(T.maxRedemptions, 1)),
    expires_at: z.optional(z.iso.datetime({ offset: true })),
  })
  .check(
    z.refine((c) => (c.percent_off === undefined) !== (c.amount_off === undefined), {
      message: T.oneDiscount,
      path: ['percent_off'],
    }),
    z.refine((c) => c.duration !== 'repeating' || c.duration_in_months !== undefined, {
      message: T.monthsRequired,
      path: ['duration_in_months'],
    }),
    z.refine((c) => c.duration === 'repeating' || c.duration_in_months === undefined, {
      message: T.monthsOnlyRepeating,
      path: ['duration_in_months'],
    }),
  );
export type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponBodyInput = z.input<typeof couponBodySchema>;

export const couponParamsSchema = z.object({ couponId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)) });

export const couponSchema = z.object({
  id: z.int(),
  code: z.string(),
  percent_off: z.nullable(z.int()),
  amount_off: z.nullable(z.int()),
  currency: z.nullable(z.literal(COUPON_CURRENCY)),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: z.nullable(z.int()),
  max_redemptions: z.nullable(z.int()),
  redemptions: z.int(),
  expires_at: z.nullable(z.iso.datetime()),
  active: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);

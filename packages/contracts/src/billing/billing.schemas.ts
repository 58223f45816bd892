import * as z from 'zod/mini';
import { planSchema } from '../auth/auth.schemas.ts';
import { PLANS } from '../common/constants.ts';
import { BILLING_PERIODS, LIVE_SUBSCRIPTION_STATUSES } from './billing.constants.ts';

export const billingPeriodSchema = z.enum(BILLING_PERIODS, { error: `Choose a period: ${BILLING_PERIODS.join(' or ')}` });

const priceSchema = z.object({
  /** Cents a month in this period. */
  price: z.int().check(z.nonnegative()),
  /** Cents a month when billed monthly. */
  original_price: z.int().check(z.nonnegative()),
  /** Percent saved against the monthly price (0 or 30). */
  discount: z.int().check(z.nonnegative()),
  /** Cents charged each period. */
  billed: z.int().check(z.nonnegative()),
  currency: z.string(),
});

/** A plan card (spec §3): name, prices per period, description, features and the marks. */
export const planCardSchema = z.object({
  plan_id: planSchema,
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
  popular: z.boolean(),
  /** Only ever true for a signed-in caller. */
  is_current_plan: z.boolean(),
  /** The free trial a checkout of this plan starts; null for Free and once the caller has had this plan's trial. */
  trial_days: z.nullable(z.int()),
  prices: z.object({ '6_month': priceSchema, '1_month': priceSchema }),
});
export type PlanCard = z.infer<typeof planCardSchema>;
export const plansResponseSchema = z.array(planCardSchema);

/** A coupon's customer-facing code at a checkout (ADR 0071); an unknown, inactive, expired or used-up one is refused. */
export const promotionCodeSchema = z.string().check(z.trim(), z.maxLength(64));

/** The spec's subscription request. */
export const subscriptionRequestSchema = z.object({
  plan: z.enum(PLANS, { error: `Choose a plan: ${PLANS.join(', ')}` }),
  period: billingPeriodSchema,
  promotion_code: z.optional(promotionCodeSchema),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const checkoutResponseSchema = z.object({ checkout_url: z.url() });
export const portalResponseSchema = z.object({ portal_url: z.url() });

export const subscriptionSchema = z.object({
  plan: planSchema,
  period: billingPeriodSchema,
  /** When the paid period ends: renewed then, or ended when cancel_at_period_end. */
  end_date: z.nullable(z.iso.datetime()),
  cancel_at_period_end: z.boolean(),
  status: z.enum(LIVE_SUBSCRIPTION_STATUSES),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const webhookParamsSchema = z.object({
  provider: z.enum(['sandbox', 'stripe'], { error: 'Unknown payments provider' }),
});
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

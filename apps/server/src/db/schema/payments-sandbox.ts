import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SandboxPayoutDetails } from '../../platform/payments/port.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sandbox payments provider's own records (docs/decisions/0027-payments-port-and-sandbox.md): what Stripe would
 * keep on its side. Our billing code never reads these; it learns about them from the sandbox's signed webhooks.
 */
export interface SandboxPrice {
  productName: string;
  /** Each unit's; a period costs this times `quantity` (1 when absent: rows from before seats). */
  amountCents: number;
  quantity?: number;
  currency: string;
  intervalMonths: 1 | 6;
  trialDays: number | null;
  connect: { accountId: string; applicationFeePercent: number } | null;
}

/** A promotion code's discount as the sandbox applies it to a checkout's subscription (ADR 0071). */
export interface SandboxDiscount {
  promotionCodeId: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  price: jsonb('price').$type<SandboxPrice>().notNull(),
  customerId: text('customer_id'),
  customerEmail: text('customer_email'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  discount: jsonb('discount').$type<SandboxDiscount>(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  subscriptionId: text('subscription_id'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    price: jsonb('price').$type<SandboxPrice>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['trialing', 'active', 'canceled'] }).notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cardLast4: text('card_last4').notNull(),
    discount: jsonb('discount').$type<SandboxDiscount>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sandbox_subscriptions_customer_idx').on(t.customerId),
    index('sandbox_subscriptions_due_idx').on(t.currentPeriodEnd),
  ],
);

export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  email: text('email'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  /** What the teacher entered on the onboarding form; null until onboarding is finished. */
  payoutDetails: jsonb('payout_details').$type<SandboxPayoutDetails>(),
  createdAt: at('created_at').notNull(),
});

export const sandboxAccountLinks = pgTable('sandbox_account_links', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  accountId: text('account_id').notNull(),
  refreshUrl: text('refresh_url').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Money the sandbox took: one row per period charged, none while a trial runs (ADR 0071). */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What the promotion code took off this charge, 0 without one. */
    discountCents: integer('discount_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_charges_subscription_idx').on(t.subscriptionId)],
);

/** The sandbox's coupons with their customer-facing promotion codes (Stripe keeps both on its side). */
export const sandboxPromotions = pgTable('sandbox_promotions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  couponId: text('coupon_id').notNull(),
  code: text('code').notNull(),
  percentOff: integer('percent_off'),
  amountOff: integer('amount_off'),
  currency: text('currency'),
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
  durationInMonths: integer('duration_in_months'),
  maxRedemptions: integer('max_redemptions'),
  expiresAt: at('expires_at'),
  active: boolean('active').notNull().default(true),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  createdAt: at('created_at').notNull(),
});

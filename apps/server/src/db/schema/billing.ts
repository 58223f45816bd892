import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A learner's customer at the payments provider, learned from their first subscription event; opens the portal. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: userRef().primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [unique('billing_customers_provider_customer').on(t.provider, t.customerId)],
);

/**
 * A learner's plan subscription as the provider last told us (docs/decisions/0028-subscriptions.md). event_at is the
 * time of the provider event this row reflects: an older event never overwrites it.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef(),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: ['basic', 'pro', 'team'] }).notNull(),
    period: text('period', { enum: ['6_month', '1_month'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    eventAt: at('event_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerId] }), index('plan_subscriptions_user_idx').on(t.userId)],
);

/** Every provider event handled, so a replayed or re-delivered one changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: at('created_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Free trials taken (ADR 0071): one per person per product — a learner plan (`plan:basic`) or a teacher (`teacher:42`,
 * whichever of their plans) — written when the provider's event says the subscription is trialing.
 */
export const freeTrials = pgTable(
  'free_trials',
  {
    userId: userRef(),
    product: text('product').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    startedAt: at('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.product] })],
);

/**
 * What stays of a subscription when an account it belonged to is erased (ADR 0079): its money, dates and the
 * provider's ids, for accounting. Nothing names the people it was between, and nothing references the users table, so
 * the erasure's cascade does not reach it.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** The provider's customer the subscription billed, where we knew it. */
    customerId: text('customer_id'),
    kind: text('kind', { enum: ['plan', 'teacher_plan'] }).notNull(),
    /** The learner plan (basic, pro, team) or the teacher plan's tier (ai, basic, premium). */
    product: text('product').notNull(),
    /** The price of one period before any discount, in the currency's smallest unit; null once no longer known. */
    amountCents: integer('amount_cents'),
    currency: text('currency').notNull(),
    intervalMonths: smallint('interval_months').notNull(),
    /** The subscription's status once the erasure has ended it. */
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    erasedAt: at('erased_at').notNull(),
  },
  (t) => [index('billing_records_erased_idx').on(t.erasedAt)],
);

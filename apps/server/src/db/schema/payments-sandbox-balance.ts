import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox's customer balance, as Stripe's customer balance transactions (ADR 0074): a negative amount is credit
 * owed to the customer, taken off their next charges; each charge that uses some records it back as a positive one.
 */
export const sandboxBalanceTransactions = pgTable(
  'sandbox_balance_transactions',
  {
    id: text('id').primaryKey(),
    /** Set for credits asked through the port; a charge's use of the balance has none. */
    idempotencyKey: text('idempotency_key').unique(),
    customerId: text('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sandbox_balance_customer_idx').on(t.customerId)],
);

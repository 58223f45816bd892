import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An affiliate's tracked-link code (ADR 0076), made the first time they open their page; clicks counted on it. */
export const affiliateCodes = pgTable('affiliate_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  clicks: integer('clicks').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Which affiliate a member signed up by: one per account, numbered among that affiliate's sign-ups. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Member 3" on the affiliate's page: no name or address of the member is shown to them. */
    memberNumber: integer('member_number').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('affiliate_referrals_number_idx').on(t.affiliateId, t.memberNumber)],
);

/**
 * One record per paid invoice of an attributed member's plan (a commission) or per credit note on one (a reversal,
 * negative). The provider's invoice or credit-note id makes a replayed or repeated event count once.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    memberNumber: integer('member_number').notNull(),
    kind: text('kind', { enum: ['commission', 'reversal'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    sourceId: text('source_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    /** Cents; negative for a reversal. */
    amountCents: integer('amount_cents').notNull(),
    baseCents: integer('base_cents').notNull(),
    currency: text('currency').notNull(),
    occurredAt: at('occurred_at').notNull(),
    approvedAt: at('approved_at').notNull(),
    paidAt: at('paid_at'),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_source_idx').on(t.provider, t.sourceId),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.occurredAt),
    index('affiliate_commissions_invoice_idx').on(t.provider, t.invoiceId),
  ],
);

/** A credit note that came before its invoice's commission (events arrive in any order); applied when it comes. */
export const affiliateWaitingCredits = pgTable(
  'affiliate_waiting_credits',
  {
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    creditId: text('credit_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_waiting_credits_idx').on(t.provider, t.creditId),
    index('affiliate_waiting_credits_invoice_idx').on(t.provider, t.invoiceId),
  ],
);

export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;

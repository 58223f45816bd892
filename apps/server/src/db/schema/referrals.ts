import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A member's personal invitation code, made the first time they ask for their link (ADR 0069). */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Who invited whom: one row per invitee who signed up with a code; verified once they confirm their address. */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    verifiedAt: at('verified_at'),
    /** When the invitee's first plan subscription was paid for (ADR 0074). */
    subscribedAt: at('subscribed_at'),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId)],
);

/**
 * What the inviter got for one friend (ADR 0074): one row per invitee, so a replayed provider event or a second paid
 * plan credits nothing more. `free_basic` extended the inviter's complimentary Basic, `account_credit` put one Basic
 * month on their balance at the provider.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['free_basic', 'account_credit'] }).notNull(),
    /** The provider's balance transaction, for an account credit. */
    providerRef: text('provider_ref'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('referral_credits_inviter_idx').on(t.inviterId)],
);

/** An ambassador's registration code (ADR 0075), made the first time they ask for it; kept if the role goes. */
export const ambassadorCodes = pgTable('ambassador_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Who signed up with an ambassador's code; `subscribed_at` once their first plan was paid for. */
export const ambassadorSignups = pgTable(
  'ambassador_signups',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    subscribedAt: at('subscribed_at'),
  },
  (t) => [index('ambassador_signups_ambassador_idx').on(t.ambassadorId)],
);

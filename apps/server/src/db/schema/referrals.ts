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
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId)],
);

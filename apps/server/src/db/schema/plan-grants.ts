import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A complimentary plan (ADR 0074): users.plan counts it while the row exists (plugins/user-plan.ts); the expiry job
 * deletes it once `ends_at` has passed and settles the plan again. One per person: a further grant extends it.
 */
export const planGrants = pgTable('plan_grants', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['basic', 'pro'] }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Why it was given (`referral`), for the admin and the logs. */
  reason: text('reason').notNull(),
});

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Campaign registration codes an admin made (ADR 0075): typed at sign-up until they expire or fill. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored upper case, as sign-up's field sends it. */
    code: text('code').notNull(),
    expiresAt: at('expires_at'),
    maxSignups: integer('max_signups'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('campaigns_code_idx').on(t.code)],
);

/** Who signed up with a campaign's code: one campaign per account. */
export const campaignSignups = pgTable(
  'campaign_signups',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('campaign_signups_campaign_idx').on(t.campaignId)],
);

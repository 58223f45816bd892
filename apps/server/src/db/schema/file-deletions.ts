import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A stored file whose rows are gone and whose bytes are still to be deleted (ADR 0079): written in the transaction
 * that deletes the rows, removed once the storage port has deleted the file, so a failed delete is tried again by the
 * next housekeeping run instead of being forgotten. No person is named: the key is all there is.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    key: text('key').primaryKey(),
    queuedAt: at('queued_at').notNull(),
  },
  (t) => [index('file_deletions_queued_idx').on(t.queuedAt)],
);

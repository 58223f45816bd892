import type { DocumentType } from '@parley/contracts';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A file a learner keeps (ADR 0062): its bytes are in the storage port under `storage_key`, served to its owner only. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.createdAt)],
);
export type DocumentRow = typeof documents.$inferSelect;

import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every submission of an onboarding or settings module, kept as history (results are listed newest first). */
export const moduleResults = pgTable(
  'module_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('module_results_user_module_idx').on(t.userId, t.moduleId, t.createdAt)],
);

export type ModuleResultRow = typeof moduleResults.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The embedded queue port's jobs. A worker holds a running job by a lease (lease_token, locked_until) that it renews
 * while the handler runs; a lease left to expire by a dead process lets any worker claim the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Idempotency: one pending or running job per (name, key). */
    key: text('key'),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts started so far, the running one included. */
    attempt: integer('attempt').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: at('run_at').notNull().defaultNow(),
    leaseToken: uuid('lease_token'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_active_key_idx')
      .on(t.name, t.key)
      .where(sql`status in ('pending', 'running')`),
    index('jobs_due_idx')
      .on(t.name, t.runAt)
      .where(sql`status in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

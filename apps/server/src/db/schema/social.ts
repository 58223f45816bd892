import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** follower_id follows followee_id; the primary key makes a repeated follow count once. */
export const follows = pgTable(
  'follows',
  { followerId: userRef('follower_id'), followeeId: userRef('followee_id'), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** user_id avoids avoided_id. */
export const avoids = pgTable(
  'avoids',
  { userId: userRef('user_id'), avoidedId: userRef('avoided_id'), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.userId, t.avoidedId] }),
    index('avoids_avoided_idx').on(t.avoidedId),
    check('avoids_not_self', sql`${t.userId} <> ${t.avoidedId}`),
  ],
);

/**
 * One report per reporter and reported user; reporting again updates it and opens it again. An admin resolves it
 * (ADR 0070): dismissed, warned (a mail to the reported user) or banned (the account disabled).
 */
export const reports = pgTable(
  'reports',
  {
    /** The admin console's handle on a report (the key stays the pair). */
    id: serial('id').notNull().unique('reports_id_unique'),
    reporterId: userRef('reporter_id'),
    reportedId: userRef('reported_id'),
    reason: text('reason', {
      enum: ['spam', 'harassment', 'hate_speech', 'inappropriate', 'impersonation', 'other'],
    }).notNull(),
    details: text('details'),
    eventId: text('event_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status', { enum: ['open', 'dismissed', 'warned', 'banned'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.reporterId, t.reportedId] }),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_status_idx').on(t.status, t.updatedAt),
    check('reports_not_self', sql`${t.reporterId} <> ${t.reportedId}`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    shortId: text('short_id').notNull(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', {
      enum: ['NONE', 'DISCUSSION', 'GEO_GAME', 'CAPTION_THIS', 'HYPERBEAM', 'PICTIONARY', 'CHAT', 'JKLM_FUN', 'WHITEBOARD'],
    })
      .notNull()
      .default('CHAT'),
    language: text('language').notNull(),
    proficiency: smallint('proficiency').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    isRevision: boolean('is_revision').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    lessonLink: text('lesson_link'),
    /** Participants the event takes, the host not counted. */
    maxParticipants: integer('max_participants').notNull().default(20),
    currentRoomId: text('current_room_id'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_short_id_idx').on(t.shortId),
    index('events_starts_at_idx').on(t.startsAt),
    // The events page walks this in start order and stops after one page; partial, so that without planner
    // statistics (PGlite never analyses) the planner still sees how few rows it holds and uses it.
    index('events_upcoming_idx')
      .on(t.startsAt, t.id)
      .where(sql`${t.cancelledAt} is null and ${t.endedAt} is null`),
    index('events_host_idx').on(t.hostId),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_participants_user_idx').on(t.userId)],
);

export type EventRow = typeof events.$inferSelect;

/**
 * A session: the user joined the event's live room. One row per user and event; the free plan's monthly
 * allowance counts these by joined_at (calendar month, UTC).
 */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_attendance_user_idx').on(t.userId, t.joinedAt)],
);

/**
 * Who was paired with whom in a live room, one row per direction so "my matches" is one indexed lookup.
 * Written by the rotation engine; read by the connections page's Matches tab.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchedUserId: integer('matched_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_pair_round_idx').on(t.eventId, t.round, t.userId, t.matchedUserId),
    index('matches_user_idx').on(t.userId, t.createdAt),
  ],
);

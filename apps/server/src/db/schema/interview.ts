import type { AskedQuestion, FollowUpQuestions, Workshop } from '@parley/contracts';
import { index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { recordings } from './recordings.ts';
import { users } from './users.ts';

/**
 * A practice-workshop session (issue 19, ADR 0057): the questions asked over one recording, in order, with where in the
 * recording each was asked; the follow-ups are made once and kept, so every later step asks the same ones.
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordingId: integer('recording_id')
      .notNull()
      .unique()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    workshop: text('workshop').$type<Workshop>().notNull(),
    difficulty: real('difficulty').notNull(),
    counter: smallint('counter').notNull().default(0),
    questions: jsonb('questions').$type<AskedQuestion[]>().notNull(),
    followUps: jsonb('follow_ups').$type<FollowUpQuestions>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('interview_sessions_user_created_idx').on(t.userId, t.createdAt)],
);

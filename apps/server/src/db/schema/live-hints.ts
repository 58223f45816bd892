import type { LiveHintCorrection } from '@parley/contracts';
import { integer, jsonb, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { recordings } from './recordings.ts';

/** A heard word of a live-hint window, on the recording's clock (seconds). */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The live hints worked out for one slice of a recording being made (ADR 0031): the words first heard in it and the
 * corrections new in them. Later slices read them to carry on where they ended and to say nothing twice; they are
 * thrown away when the recording is stopped or cancelled, and never feed the final feedback.
 */
export const liveHintWindows = pgTable(
  'live_hint_windows',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    /** The audio transcribed for this slice: from a little before the previous window's end… */
    fromSeconds: real('from_seconds').notNull(),
    /** …to where its words are settled (a word still being spoken at the end is left to the next slice). */
    untilSeconds: real('until_seconds').notNull(),
    words: jsonb('words').$type<HeardWord[]>().notNull(),
    corrections: jsonb('corrections').$type<LiveHintCorrection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.chunkIndex] })],
);

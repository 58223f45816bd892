import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { recordings } from './recordings.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A learner's rich-text note (ADR 0062): sanitised HTML and its plain text (searched), optionally attached to one of
 * the writer's recordings or an event they attend or host; a deleted recording or event leaves the note unattached.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    richText: text('rich_text').notNull().default(''),
    text: text('text').notNull().default(''),
    recordingId: integer('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_user_idx').on(t.userId, t.updatedAt),
    index('notes_recording_idx').on(t.recordingId),
    index('notes_event_idx').on(t.eventId),
  ],
);
export type NoteRow = typeof notes.$inferSelect;

import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person's own whiteboard, drawn here or saved from a live room (ADR 0065). */
export const liveBoards = pgTable(
  'live_boards',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The live room's event it was saved from, kept as its public id and title: the event may go, the board stays. */
    sourceEventId: text('source_event_id'),
    sourceTitle: text('source_title'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('live_boards_owner_idx').on(t.ownerId, t.updatedAt)],
);
export type LiveBoardRow = typeof liveBoards.$inferSelect;

/** A board's elements, one a row like a live room's (whiteboard_elements, ADR 0049). */
export const liveBoardElements = pgTable(
  'live_board_elements',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => liveBoards.id, { onDelete: 'cascade' }),
    elementId: text('element_id').notNull(),
    version: integer('version').notNull(),
    versionNonce: integer('version_nonce').notNull(),
    element: jsonb('element').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.elementId] })],
);

import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { liveRooms } from './live.ts';

/**
 * The whiteboards of live rooms, an element a row (ADR 0049): a finished stroke or shape replaces only its own row,
 * when its version is newer (Excalidraw's reconcile rule), so a board never travels or is rewritten whole.
 */
export const whiteboardElements = pgTable(
  'whiteboard_elements',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    elementId: text('element_id').notNull(),
    version: integer('version').notNull(),
    versionNonce: integer('version_nonce').notNull(),
    /** The element as the drawer's Excalidraw made it. */
    element: jsonb('element').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.elementId] })],
);

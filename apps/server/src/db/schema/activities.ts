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

/**
 * The finished strokes of a Pictionary turn (ADR 0050), kept so that a late joiner or a reload sees the drawing so
 * far; a turn's strokes go when the next turn's first stroke comes.
 */
export const pictionaryStrokes = pgTable(
  'pictionary_strokes',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    turnId: text('turn_id').notNull(),
    strokeId: text('stroke_id').notNull(),
    /** Drawing order within the turn. */
    position: integer('position').notNull(),
    /** The stroke as pictionaryStrokeSchema checked it: id, colour, size and points. */
    stroke: jsonb('stroke').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.turnId, t.strokeId] })],
);

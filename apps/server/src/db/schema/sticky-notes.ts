import type { StickyNoteColor } from '@parley/contracts';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { classrooms } from './classroom.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sticky note on its writer's own board (no classroom) or on one of their classrooms' boards, which the
 * classroom's students read (ADR 0065). `position` orders a board.
 */
export const stickyNotes = pgTable(
  'sticky_notes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    color: text('color').$type<StickyNoteColor>().notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sticky_notes_owner_idx').on(t.ownerId, t.position),
    index('sticky_notes_classroom_idx').on(t.classroomId, t.position),
  ],
);
export type StickyNoteRow = typeof stickyNotes.$inferSelect;

import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { classrooms } from './classroom.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A saved link (spec §4); its tags are searched with the title and the link (ADR 0061). */
export const weblinks = pgTable(
  'weblinks',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('weblinks_owner_idx').on(t.ownerId, t.createdAt)],
);
export type WeblinkRow = typeof weblinks.$inferSelect;

/** Who the owner shared a link with; seen by them while the owner follows them. */
export const weblinkShares = pgTable(
  'weblink_shares',
  {
    weblinkId: integer('weblink_id')
      .notNull()
      .references(() => weblinks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.weblinkId, t.userId] }), index('weblink_shares_user_idx').on(t.userId)],
);

/** The owner's classrooms a link is shared with; their students (joined, not removed) see it (ADR 0065). */
export const weblinkClassroomShares = pgTable(
  'weblink_classroom_shares',
  {
    weblinkId: integer('weblink_id')
      .notNull()
      .references(() => weblinks.id, { onDelete: 'cascade' }),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.weblinkId, t.classroomId] }),
    index('weblink_classroom_shares_classroom_idx').on(t.classroomId),
  ],
);

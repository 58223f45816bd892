import type { Workshop } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An organisation's own practice question (ADR 0073): asked to its members in the workshop it was written for, as
 * TEAM-<id>. A job-interview question has a type, an IELTS one a part (and for part 2 a cue card).
 */
export const companyQuestions = pgTable(
  'company_questions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workshop: text('workshop').$type<Workshop>().notNull(),
    type: text('type', { enum: ['Capability', 'Compatibility'] }),
    part: smallint('part'),
    question: text('question').notNull(),
    cueCard: jsonb('cue_card').$type<string[]>().notNull().default([]),
    difficulty: real('difficulty').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_questions_company_idx').on(t.companyId, t.workshop),
    check('company_questions_difficulty', sql`${t.difficulty} >= 0 and ${t.difficulty} <= 1`),
  ],
);

/** A named, ordered shelf of an organisation's training videos. */
export const companyVideoCollections = pgTable(
  'company_video_collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('company_video_collections_company_idx').on(t.companyId)],
);

/**
 * A training video: a file we keep (file_key, under company-videos/, which the public files route cannot name) or a
 * YouTube or Vimeo video by its id (and Vimeo's private-link hash). No pasted address or embed code is kept.
 */
export const companyVideos = pgTable(
  'company_videos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => companyVideoCollections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source', { enum: ['upload', 'youtube', 'vimeo'] }).notNull(),
    externalId: text('external_id'),
    externalHash: text('external_hash'),
    fileKey: text('file_key'),
    fileType: text('file_type', { enum: ['video/mp4', 'video/webm'] }),
    position: integer('position').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_videos_collection_idx').on(t.collectionId, t.position),
    index('company_videos_company_idx').on(t.companyId),
    check(
      'company_videos_source',
      sql`(${t.source} = 'upload') = (${t.fileKey} is not null and ${t.fileType} is not null) and (${t.source} = 'upload') = (${t.externalId} is null)`,
    ),
  ],
);

/** A member has watched a video (marked by them or by the player at its end); it is theirs and stays if they leave. */
export const companyVideoWatches = pgTable(
  'company_video_watches',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => companyVideos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    watchedAt: at('watched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('company_video_watches_user_idx').on(t.userId)],
);

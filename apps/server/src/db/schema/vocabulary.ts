import { doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CefrLevel, VocabularySource } from '@parley/contracts';
import { recordings } from './recordings.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A learner's word (ADR 0064): collected from a recording's feedback (with the learner's sentence), looked up in the
 * dictionary or typed by hand, once per learner. It is its own quiz card: the FSRS fields (ts-fsrs's Card) live on
 * the row. A deleted recording leaves the word without its source.
 */
export const vocabularyWords = pgTable(
  'vocabulary_words',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    meaning: text('meaning'),
    example: text('example'),
    cefrLevel: text('cefr_level').$type<CefrLevel>(),
    source: text('source').$type<VocabularySource>().notNull(),
    recordingId: integer('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    sentence: text('sentence'),
    said: text('said'),
    // FSRS card state.
    dueAt: at('due_at').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReviewAt: at('last_review_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vocabulary_words_user_word_idx').on(t.userId, t.word),
    index('vocabulary_words_due_idx').on(t.userId, t.dueAt),
    index('vocabulary_words_recording_idx').on(t.recordingId),
  ],
);
export type VocabularyWordRow = typeof vocabularyWords.$inferSelect;

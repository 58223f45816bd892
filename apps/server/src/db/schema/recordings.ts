import type { CommentExt, FeedbackErrorType, Fluency, ProcessingStatus, ReviewStatus } from '@parley/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A learner's recording: its recorder settings, where it stands, and where its processed results live in storage. */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    sampleRate: integer('sample_rate').notNull(),
    channels: smallint('channels').notNull(),
    chunkSize: smallint('chunk_size').notNull(),
    sampleWidth: smallint('sample_width').notNull(),
    status: text('status').$type<ProcessingStatus>().notNull().default('RECORDING'),
    testMyself: boolean('test_myself').notNull().default(false),
    /** "Test myself" as the first chunk said (null before any): no live hints, whatever later chunks ask (ADR 0031). */
    examMode: boolean('exam_mode'),
    /** Over the plan's AI feedback quota: kept and playable, its feedback withheld until an upgrade. */
    locked: boolean('locked').notNull().default(false),
    /** Counted against the month's AI feedback when it was stopped (locked recordings are not). */
    usesAiFeedback: boolean('uses_ai_feedback').notNull().default(false),
    durationSeconds: real('duration_seconds'),
    processedAudioKey: text('processed_audio_key'),
    transcriptKey: text('transcript_key'),
    fluency: jsonb('fluency').$type<Fluency>(),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    stoppedAt: at('stopped_at'),
    processedAt: at('processed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('recordings_user_created_idx').on(t.userId, t.createdAt),
    // The open ones, for the abandoned-recordings sweep: few at any time, among every recording ever made.
    index('recordings_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'RECORDING' and ${t.cancelledAt} is null`),
  ],
);

/** The uploaded slices of a recording, one per index: a repeat is stored once. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.index] })],
);

/** A span of a recording (seconds) with a finding or with people's comments on it. */
export const feedbackChunks = pgTable(
  'feedback_chunks',
  {
    id: serial('id').primaryKey(),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    startTime: real('start_time').notNull(),
    endTime: real('end_time').notNull(),
    errorType: text('error_type').$type<FeedbackErrorType>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_chunks_recording_idx').on(t.recordingId, t.startTime)],
);

export const feedbackComments = pgTable(
  'feedback_comments',
  {
    id: serial('id').primaryKey(),
    chunkId: integer('chunk_id')
      .notNull()
      .references(() => feedbackChunks.id, { onDelete: 'cascade' }),
    /** Null for the AI's comments. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isAi: boolean('is_ai').notNull().default(false),
    comment: text('comment'),
    audioKey: text('audio_key'),
    feedback: text('feedback'),
    correctedSentence: text('corrected_sentence'),
    ext: jsonb('ext').$type<CommentExt>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_comments_chunk_idx').on(t.chunkId)],
);

/** One like (1) or dislike (-1) per person and comment. */
export const feedbackVotes = pgTable(
  'feedback_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => feedbackComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A student's request that a teacher review a recording: one per recording, listed and updated by its id. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    recordingId: integer('recording_id')
      .primaryKey()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReviewStatus>().notNull().default('accepted'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('review_requests_teacher_idx').on(t.teacherId, t.createdAt)],
);

/** Someone besides the owner and a reviewing teacher who may open a recording: a classroom teacher it was sent to. */
export const recordingViewers = pgTable(
  'recording_viewers',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.viewerId] })],
);

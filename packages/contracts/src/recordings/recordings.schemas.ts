import * as z from 'zod/mini';
import { rowIdParamSchema } from '../common/ids.ts';
import { personSchema } from '../common/person.ts';
import { TEACHER_PLAN_TIERS } from '../storefront/storefront.constants.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { ACCENT_CODES } from '../profile/profile.constants.ts';
import {
  CEFR_LEVELS,
  COMMENT_TYPES,
  FEEDBACK_ERROR_TYPES,
  PROCESSING_STATUSES,
  RECORDING_CHUNK_SECONDS,
  RECORDING_MAX_CHUNKS,
} from './recordings.constants.ts';
import { liveHintsSchema } from './live-hints.schemas.ts';

/** `?flag=true|false` in a query string. */
const queryFlag = z.optional(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
);

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/** The recorder's chunk settings (spec §3, Recording chunk settings). */
export const createRecordingBodySchema = z.object({
  sample_rate: z.int().check(z.gte(8000, 'sample_rate is 8000 to 192000 Hz'), z.lte(192_000, 'sample_rate is 8000 to 192000 Hz')),
  channels: z.int().check(z.gte(1, 'channels is 1 or 2'), z.lte(2, 'channels is 1 or 2')),
  chunk_size: z.literal(RECORDING_CHUNK_SECONDS, { error: `chunk_size is ${RECORDING_CHUNK_SECONDS} seconds` }),
  sample_width: z.int().check(z.gte(1, 'sample_width is 1 to 4 bytes'), z.lte(4, 'sample_width is 1 to 4 bytes')),
  event_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type CreateRecordingBody = z.infer<typeof createRecordingBodySchema>;

export const recordingIdParamsSchema = z.object({ recordingId: rowIdParamSchema });
export const chunkParamsSchema = z.extend(recordingIdParamsSchema, {
  chunkIndex: z.coerce
    .number()
    .check(z.int(), z.gte(0, 'chunkIndex starts at 0'), z.lte(RECORDING_MAX_CHUNKS - 1, 'A recording can be at most 30 minutes')),
});
export const chunkQuerySchema = z.object({ live_transcribe: queryFlag, is_exam_mode: queryFlag });
export const stopQuerySchema = z.object({ test_myself: queryFlag });
export const recordingListQuerySchema = paginationQuerySchema;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

export const createdRecordingSchema = z.object({ id: z.int() });

/** What the server holds of a recording being made: the client resumes by sending what is missing. */
export const chunkReceiptSchema = z.object({
  recording_id: z.int(),
  chunk_index: z.int(),
  /** False when this index had already arrived: the repeat was not stored again. */
  stored: z.boolean(),
  received: z.array(z.int()),
  /** Present when the slice was sent with live_transcribe=true (ADR 0031). */
  live_hints: z.optional(liveHintsSchema),
});
export type ChunkReceipt = z.infer<typeof chunkReceiptSchema>;

export const voteSchema = z.object({ count: z.int(), user_ids: z.array(z.int()) });

export const commentUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.nullable(z.string()),
  image: z.nullable(z.string()),
});

export const commentExtSchema = z.object({
  word: z.optional(z.string()),
  word_idx: z.optional(z.int()),
  cefr_level: z.optional(z.enum(CEFR_LEVELS)),
  error_type: z.optional(z.string()),
  accuracy_score: z.optional(z.number()),
  user_pronunciation: z.optional(z.object({ url: z.string(), image: z.optional(z.nullable(z.string())) })),
  correct_pronunciation: z.optional(z.object({ url: z.nullable(z.string()), accent: z.enum(ACCENT_CODES) })),
  suggestions: z.optional(z.array(z.object({ word: z.string(), cefr_level: z.enum(CEFR_LEVELS) }))),
});
export type CommentExt = z.infer<typeof commentExtSchema>;

export const feedbackCommentSchema = z.object({
  id: z.int(),
  comment: z.nullable(z.string()),
  audio_comment_url: z.nullable(z.string()),
  is_ai: z.boolean(),
  /** The teacher or learner who wrote it; null for the AI. */
  user: z.nullable(commentUserSchema),
  likes: voteSchema,
  dislikes: voteSchema,
  /** The one-line explanation of an AI finding. */
  feedback: z.nullable(z.string()),
  corrected_sentence: z.nullable(z.string()),
  comment_type: z.enum(COMMENT_TYPES),
  video_url: z.nullable(z.string()),
  ext: commentExtSchema,
  created_at: z.iso.datetime(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentSchema>;

/** A span of the recording (seconds) with what was found there. */
export const feedbackChunkSchema = z.object({
  id: z.int(),
  start_time: z.number(),
  end_time: z.number(),
  error_type: z.nullable(z.enum(FEEDBACK_ERROR_TYPES)),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  comments: z.array(feedbackCommentSchema),
});
export type FeedbackChunk = z.infer<typeof feedbackChunkSchema>;

/** Fluency figures none of our competitors show on conversation audio. */
export const fluencySchema = z.object({
  duration_seconds: z.number(),
  speaking_seconds: z.number(),
  words: z.int(),
  words_per_minute: z.number(),
  pauses: z.array(z.object({ start: z.number(), end: z.number() })),
  fillers: z.int(),
  fillers_per_minute: z.number(),
});
export type Fluency = z.infer<typeof fluencySchema>;

export const transcriptWordSchema = z.object({ word: z.string(), start: z.number(), end: z.number(), confidence: z.number() });
/** A transcript line as the file at transcript_url holds it (spec §3), with its words' timings. */
export const transcriptLineSchema = z.object({
  id: z.int(),
  startTime: z.string(),
  startSeconds: z.number(),
  endTime: z.string(),
  endSeconds: z.number(),
  text: z.string(),
  words: z.array(transcriptWordSchema),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

export const recordingFeedbackSchema = z.object({
  processed_audio_url: z.nullable(z.string()),
  transcript_url: z.nullable(z.string()),
  processed: z.boolean(),
  chunks: z.array(feedbackChunkSchema),
  fluency: z.nullable(fluencySchema),
});

export const recordingSummarySchema = z.object({
  id: z.int(),
  created_at: z.iso.datetime(),
  /** Seconds of audio received (while recording) or processed. */
  duration: z.number(),
  processing_status: z.enum(PROCESSING_STATUSES),
  locked: z.boolean(),
  test_myself: z.boolean(),
  event_id: z.nullable(z.string()),
  /** The live event a pair conversation was recorded in; null for a learner's own recording. */
  event_title: z.nullable(z.string()),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

/** A recording of a student who holds one of the teacher's plans, for the teacher (issue 20: the AI plan's results). */
export const studentRecordingSchema = z.extend(recordingSummarySchema, {
  student: personSchema,
  tier: z.enum(TEACHER_PLAN_TIERS),
});
export type StudentRecording = z.infer<typeof studentRecordingSchema>;

export const recordingSchema = z.extend(recordingSummarySchema, {
  received: z.array(z.int()),
  /** The teacher the learner sent it to, and where that stands; null when not sent. */
  review: z.nullable(
    z.object({ teacher_id: z.int(), teacher_name: z.string(), status: z.enum(['accepted', 'reviewed', 'denied']) }),
  ),
  /** Why the recording is locked or failed, in words for the learner; null otherwise. */
  notice: z.nullable(z.string()),
  feedback: recordingFeedbackSchema,
});
export type Recording = z.infer<typeof recordingSchema>;

/** A row of the recordings list: the summary and what a learner scans a list for (the summaries page, issue 21 §3). */
export const recordingListItemSchema = z.extend(recordingSummarySchema, {
  /** From the fluency figures; null until the feedback is ready. */
  words_per_minute: z.nullable(z.number()),
  /** The feedback's findings (flagged spans); null while the feedback is not ready or is locked. */
  findings: z.nullable(z.int()),
});
export type RecordingListItem = z.infer<typeof recordingListItemSchema>;

export const recordingPageSchema = z.object({ items: z.array(recordingListItemSchema), total: z.int() });
export const cancelledSchema = z.object({ ok: z.literal(true) });

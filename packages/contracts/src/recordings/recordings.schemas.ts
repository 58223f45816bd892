import { z } from 'zod';
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
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/** The recorder's chunk settings (spec §3, Recording chunk settings). */
export const createRecordingBodySchema = z.object({
  sample_rate: z.number().int().min(8000, 'sample_rate is 8000 to 192000 Hz').max(192_000, 'sample_rate is 8000 to 192000 Hz'),
  channels: z.number().int().min(1, 'channels is 1 or 2').max(2, 'channels is 1 or 2'),
  chunk_size: z.literal(RECORDING_CHUNK_SECONDS, { error: `chunk_size is ${RECORDING_CHUNK_SECONDS} seconds` }),
  sample_width: z.number().int().min(1, 'sample_width is 1 to 4 bytes').max(4, 'sample_width is 1 to 4 bytes'),
  event_id: z.string().trim().min(1).max(64).optional(),
});
export type CreateRecordingBody = z.infer<typeof createRecordingBodySchema>;

export const recordingIdParamsSchema = z.object({ recordingId: z.coerce.number().int().positive() });
export const chunkParamsSchema = recordingIdParamsSchema.extend({
  chunkIndex: z.coerce
    .number()
    .int()
    .min(0, 'chunkIndex starts at 0')
    .max(RECORDING_MAX_CHUNKS - 1, 'A recording can be at most 30 minutes'),
});
export const chunkQuerySchema = z.object({ live_transcribe: queryFlag, is_exam_mode: queryFlag });
export const stopQuerySchema = z.object({ test_myself: queryFlag });
export const recordingListQuerySchema = paginationQuerySchema;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

export const createdRecordingSchema = z.object({ id: z.number().int() });

/** What the server holds of a recording being made: the client resumes by sending what is missing. */
export const chunkReceiptSchema = z.object({
  recording_id: z.number().int(),
  chunk_index: z.number().int(),
  /** False when this index had already arrived: the repeat was not stored again. */
  stored: z.boolean(),
  received: z.array(z.number().int()),
  /** Present when the slice was sent with live_transcribe=true (ADR 0031). */
  live_hints: liveHintsSchema.optional(),
});
export type ChunkReceipt = z.infer<typeof chunkReceiptSchema>;

export const voteSchema = z.object({ count: z.number().int(), user_ids: z.array(z.number().int()) });

export const commentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  image: z.string().nullable(),
});

export const commentExtSchema = z.object({
  word: z.string().optional(),
  word_idx: z.number().int().optional(),
  cefr_level: z.enum(CEFR_LEVELS).optional(),
  error_type: z.string().optional(),
  accuracy_score: z.number().optional(),
  user_pronunciation: z.object({ url: z.string(), image: z.string().nullable().optional() }).optional(),
  correct_pronunciation: z.object({ url: z.string().nullable(), accent: z.enum(ACCENT_CODES) }).optional(),
  suggestions: z.array(z.object({ word: z.string(), cefr_level: z.enum(CEFR_LEVELS) })).optional(),
});
export type CommentExt = z.infer<typeof commentExtSchema>;

export const feedbackCommentSchema = z.object({
  id: z.number().int(),
  comment: z.string().nullable(),
  audio_comment_url: z.string().nullable(),
  is_ai: z.boolean(),
  /** The teacher or learner who wrote it; null for the AI. */
  user: commentUserSchema.nullable(),
  likes: voteSchema,
  dislikes: voteSchema,
  /** The one-line explanation of an AI finding. */
  feedback: z.string().nullable(),
  corrected_sentence: z.string().nullable(),
  comment_type: z.enum(COMMENT_TYPES),
  video_url: z.string().nullable(),
  ext: commentExtSchema,
  created_at: z.iso.datetime(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentSchema>;

/** A span of the recording (seconds) with what was found there. */
export const feedbackChunkSchema = z.object({
  id: z.number().int(),
  start_time: z.number(),
  end_time: z.number(),
  error_type: z.enum(FEEDBACK_ERROR_TYPES).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  comments: z.array(feedbackCommentSchema),
});
export type FeedbackChunk = z.infer<typeof feedbackChunkSchema>;

/** Fluency figures none of our competitors show on conversation audio. */
export const fluencySchema = z.object({
  duration_seconds: z.number(),
  speaking_seconds: z.number(),
  words: z.number().int(),
  words_per_minute: z.number(),
  pauses: z.array(z.object({ start: z.number(), end: z.number() })),
  fillers: z.number().int(),
  fillers_per_minute: z.number(),
});
export type Fluency = z.infer<typeof fluencySchema>;

export const transcriptWordSchema = z.object({ word: z.string(), start: z.number(), end: z.number(), confidence: z.number() });
/** A transcript line as the file at transcript_url holds it (spec §3), with its words' timings. */
export const transcriptLineSchema = z.object({
  id: z.number().int(),
  startTime: z.string(),
  startSeconds: z.number(),
  endTime: z.string(),
  endSeconds: z.number(),
  text: z.string(),
  words: z.array(transcriptWordSchema),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

export const recordingFeedbackSchema = z.object({
  processed_audio_url: z.string().nullable(),
  transcript_url: z.string().nullable(),
  processed: z.boolean(),
  chunks: z.array(feedbackChunkSchema),
  fluency: fluencySchema.nullable(),
});

export const recordingSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  /** Seconds of audio received (while recording) or processed. */
  duration: z.number(),
  processing_status: z.enum(PROCESSING_STATUSES),
  locked: z.boolean(),
  test_myself: z.boolean(),
  event_id: z.string().nullable(),
  /** The live event a pair conversation was recorded in; null for a learner's own recording. */
  event_title: z.string().nullable(),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

export const recordingSchema = recordingSummarySchema.extend({
  received: z.array(z.number().int()),
  /** The teacher the learner sent it to, and where that stands; null when not sent. */
  review: z
    .object({ teacher_id: z.number().int(), teacher_name: z.string(), status: z.enum(['accepted', 'reviewed', 'denied']) })
    .nullable(),
  /** Why the recording is locked or failed, in words for the learner; null otherwise. */
  notice: z.string().nullable(),
  feedback: recordingFeedbackSchema,
});
export type Recording = z.infer<typeof recordingSchema>;

export const recordingPageSchema = z.object({ items: z.array(recordingSummarySchema), total: z.number().int() });
export const cancelledSchema = z.object({ ok: z.literal(true) });

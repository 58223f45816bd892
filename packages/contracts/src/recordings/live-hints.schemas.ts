import * as z from 'zod/mini';

/**
 * Live hints while recording (ADR 0031): what the upload of each 5-second slice answers when it was sent with
 * `live_transcribe=true` outside exam mode. Best effort: a slice's hints may be skipped, or arrive with a later slice.
 */
export const LIVE_HINT_STATUSES = ['READY', 'SKIPPED', 'OFF'] as const;
export type LiveHintStatus = (typeof LIVE_HINT_STATUSES)[number];

/**
 * Why a slice has no hints of its own: EXAM_MODE (the recording is a "test myself" one: never any hints), BUSY (no
 * speech decoder was free in time, or the previous slice's hints are still being worked out), LATE (they took longer
 * than the answer waits: they come with a later slice's answer), UNAVAILABLE (the audio so far cannot be read yet, an
 * earlier slice is missing, or the engine failed).
 */
export const LIVE_HINT_REASONS = ['EXAM_MODE', 'BUSY', 'LATE', 'UNAVAILABLE'] as const;
export type LiveHintReason = (typeof LIVE_HINT_REASONS)[number];

/** A grammar correction found in the words just heard: the same analysis the final feedback uses. */
export const liveHintCorrectionSchema = z.object({
  /** Stable across answers: a client keeps each correction once. */
  id: z.string(),
  /** Where the wrong words are, in seconds from the start of the recording. */
  start_seconds: z.number(),
  end_seconds: z.number(),
  /** The wrong words as heard, e.g. "he go". */
  said: z.string(),
  corrected_sentence: z.string(),
  explanation: z.string(),
  error_type: z.literal('GRAMMAR'),
  /** The learner-error category, e.g. "third-person-s" (docs/language/grammar.md). */
  category: z.string(),
});
export type LiveHintCorrection = z.infer<typeof liveHintCorrectionSchema>;

/** What one slice added: the words first heard in it and the corrections new in them. */
export const liveHintWindowSchema = z.object({
  chunk_index: z.int(),
  /** The stretch of the recording these words come from, in seconds. */
  start_seconds: z.number(),
  end_seconds: z.number(),
  text: z.string(),
  corrections: z.array(liveHintCorrectionSchema),
});
export type LiveHintWindow = z.infer<typeof liveHintWindowSchema>;

export const liveHintsSchema = z.object({
  /** READY: this slice's hints are in `windows`; SKIPPED: not this time (see reason); OFF: exam mode. */
  status: z.enum(LIVE_HINT_STATUSES),
  reason: z.nullable(z.enum(LIVE_HINT_REASONS)),
  /** The latest slices' hints, this one's included when READY, oldest first; a client merges them by chunk_index. */
  windows: z.array(liveHintWindowSchema),
});
export type LiveHints = z.infer<typeof liveHintsSchema>;

import type { Plan } from '../common/constants.ts';

/** Recording and feedback constants (feedback-pricing spec §9, issue 6). Times are milliseconds unless named. */
export const RECORDING_CHUNK_SECONDS = 5;
export const RECORDER_SLICE_MS = 5000;
export const RECORDING_RESULT_DELAY_MS = 1500;
export const AUDIO_ANALYSER_FFT_SIZE = 2048;
export const RECORDING_CHUNK_MAX_BYTES = 2 * 1024 * 1024;
export const RECORDING_MAX_SECONDS = 30 * 60;
/** Chunk indexes run from 0 to this, exclusive: 30 minutes of 5-second slices. */
export const RECORDING_MAX_CHUNKS = RECORDING_MAX_SECONDS / RECORDING_CHUNK_SECONDS;
/** Audio containers a browser recorder produces, told apart by their bytes. */
export const RECORDING_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav'] as const;

export const PROCESSING_STATUSES = ['RECORDING', 'PROCESSING', 'PROCESSED', 'FAILED'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
export const FEEDBACK_ERROR_TYPES = ['MISPRONUNCIATION', 'GRAMMAR', 'VOCAB'] as const;
export type FeedbackErrorType = (typeof FEEDBACK_ERROR_TYPES)[number];
export const COMMENT_TYPES = ['TEXT', 'AUDIO'] as const;
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/**
 * AI feedback items a month by plan (spec §9: basic 10, pro 30). Free learners get a one-time welcome gift instead
 * (docs/decisions/0025-recordings-api.md); team includes pro.
 */
export const AI_FEEDBACK_MONTHLY: Record<Plan, number> = { free: 0, basic: 10, pro: 30, team: 30 };
export const FREE_AI_FEEDBACK_GIFT = 3;
/** Plans whose AI feedback includes pronunciation and vocabulary, beside grammar (spec §9). */
export const FULL_FEEDBACK_PLANS: readonly Plan[] = ['pro', 'team'];

export const RECORDING_TEXTS = {
  teachersOnly: 'Only teachers see their students’ recordings',
  notFound: 'This recording does not exist',
  noFile: 'Please attach the audio chunk as the file field',
  wrongType: 'Audio chunks must be WebM, Ogg or WAV audio',
  tooBig: 'An audio chunk can be at most 2 MB',
  tooLong: 'A recording can be at most 30 minutes',
  notRecording: 'This recording has already been stopped',
  nothingRecorded: 'Nothing was recorded yet',
  cannotCancel: 'This recording was already sent for feedback and cannot be cancelled',
  locked: 'You have used this month’s AI feedback. Upgrade your plan to unlock feedback for this recording.',
  failed: 'We could not process this recording. Please try recording again.',
  notInEvent: 'You can record a conversation only in a live event you are in. Join its live room first.',
} as const;

/** Stop refuses a recording with holes: the client uploads these chunks again, then stops. */
export const missingChunksText = (indexes: readonly number[]) =>
  `Some parts of this recording have not arrived yet (chunks ${indexes.join(', ')}): upload them, then stop again`;

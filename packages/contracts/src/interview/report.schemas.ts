import * as z from 'zod/mini';
import { PROCESSING_STATUSES } from '../recordings/recordings.constants.ts';
import { workshopSchema } from './interview.schemas.ts';

/** The four public IELTS speaking criteria, each estimated from our own measures. */
export const IELTS_CRITERIA = ['fluency_coherence', 'lexical_resource', 'grammatical_range_accuracy', 'pronunciation'] as const;
export type IeltsCriterion = (typeof IELTS_CRITERIA)[number];

export const IELTS_CRITERION_LABELS: Record<IeltsCriterion, string> = {
  fluency_coherence: 'Fluency and coherence',
  lexical_resource: 'Lexical resource',
  grammatical_range_accuracy: 'Grammatical range and accuracy',
  pronunciation: 'Pronunciation',
};

/** Below this many words spoken in the session an estimate is too thin to trust, and the range says so by widening. */
export const BAND_EVIDENCE_WORDS = 150;

/** An estimated band as a range (bands 1–9 in half steps), with the measures it came from in words. */
export const bandEstimateSchema = z.object({
  criterion: z.enum(IELTS_CRITERIA),
  low: z.number(),
  high: z.number(),
  how: z.string(),
});
export type BandEstimate = z.infer<typeof bandEstimateSchema>;

/** STAR structure markers heard in a job-interview answer. */
export const STRUCTURE_PARTS = ['situation', 'task', 'action', 'result'] as const;
export type StructurePart = (typeof STRUCTURE_PARTS)[number];

/** One question and the learner's answer to it, measured. */
export const answerReportSchema = z.object({
  counter: z.int(),
  question: z.string(),
  start_seconds: z.number(),
  end_seconds: z.number(),
  transcript: z.string(),
  words: z.int(),
  words_per_minute: z.number(),
  fillers: z.int(),
  grammar_errors: z.int(),
  structure: z.array(z.enum(STRUCTURE_PARTS)),
});
export type AnswerReport = z.infer<typeof answerReportSchema>;

export const interviewReportSchema = z.object({
  session_id: z.int(),
  recording_id: z.int(),
  workshop: workshopSchema,
  processing_status: z.enum(PROCESSING_STATUSES),
  answers: z.array(answerReportSchema),
  /** IELTS only; empty for the job interview and while the recording is processed. */
  bands: z.array(bandEstimateSchema),
});
export type InterviewReport = z.infer<typeof interviewReportSchema>;

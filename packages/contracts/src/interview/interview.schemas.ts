import * as z from 'zod/mini';
import { rowIdParamSchema, rowIdSchema } from '../common/ids.ts';
import { PROCESSING_STATUSES, RECORDING_MAX_SECONDS } from '../recordings/recordings.constants.ts';
import { FOLLOW_UP_MAX, INTERVIEW_LAST_COUNTER, SLIDER, WORKSHOPS } from './interview.constants.ts';

// ── The question banks (data files of the server, checked by these) ──────────────────────────────

const difficultySchema = z.number().check(z.gte(0), z.lte(1));
const questionText = z.string().check(z.trim(), z.minLength(10), z.maxLength(400));

/** A job-interview bank entry (spec §3): ID, Type, Question, difficulty 0 (technical) to 1 (motivational). */
export const jobQuestionSchema = z.strictObject({
  id: z.string().check(z.regex(/^JI-\d{3}$/)),
  type: z.enum(['Capability', 'Compatibility']),
  question: questionText,
  difficulty: difficultySchema,
});
export type JobQuestion = z.infer<typeof jobQuestionSchema>;

/** An IELTS bank entry keyed Number/ID: part 1, 2 (a cue card of four prompts) or 3; difficulty 0 (part 1) to 1. */
export const ieltsQuestionSchema = z
  .strictObject({
    number: z.int().check(z.gte(1)),
    id: z.string().check(z.regex(/^IELTS-\d{3}$/)),
    part: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    question: questionText,
    cue_card: z.array(z.string().check(z.trim(), z.minLength(3), z.maxLength(120))),
    difficulty: difficultySchema,
  })
  .check(
    z.refine((q) => (q.part === 2 ? q.cue_card.length === 4 : q.cue_card.length === 0), {
      error: 'A part 2 question has a cue card of four prompts; parts 1 and 3 have none',
    }),
  );
export type IeltsQuestion = z.infer<typeof ieltsQuestionSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/** The slider's value: 0 to 1 in steps of 0.1 (a value off the steps is refused rather than rounded). */
export const sliderSchema = z.number().check(
  z.gte(SLIDER.min, 'difficulty is 0 to 1'),
  z.lte(SLIDER.max, 'difficulty is 0 to 1'),
  z.refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: 'difficulty moves in steps of 0.1' }),
);

export const workshopSchema = z.enum(WORKSHOPS, { error: `workshop is one of ${WORKSHOPS.join(', ')}` });

export const createSessionBodySchema = z.strictObject({
  workshop: workshopSchema,
  recording_id: rowIdSchema,
  difficulty: sliderSchema,
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** "Next question": the counter the client moves to, the slider now, and where in the recording the step starts. */
export const nextQuestionBodySchema = z.strictObject({
  counter: z.int().check(z.gte(1, 'counter is 1 to 5'), z.lte(INTERVIEW_LAST_COUNTER, 'counter is 1 to 5')),
  difficulty: sliderSchema,
  at_seconds: z.number().check(z.gte(0), z.lte(RECORDING_MAX_SECONDS)),
});
export type NextQuestionBody = z.infer<typeof nextQuestionBodySchema>;

export const sessionIdParamsSchema = z.object({ sessionId: rowIdParamSchema });
export const followUpParamsSchema = z.object({ recordingId: rowIdParamSchema });
export const sessionListQuerySchema = z.object({
  recording_id: z.optional(rowIdParamSchema),
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

export const QUESTION_SOURCES = ['bank', 'follow_up'] as const;

/** One step of a session: what was asked, from where, and when in the recording. */
export const askedQuestionSchema = z.object({
  counter: z.int(),
  text: z.string(),
  source: z.enum(QUESTION_SOURCES),
  bank_id: z.nullable(z.string()),
  /** Capability or Compatibility for the job interview; the part for IELTS ("Part 2"). */
  kind: z.nullable(z.string()),
  cue_card: z.array(z.string()),
  difficulty: z.nullable(z.number()),
  at_seconds: z.number(),
});
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

export const interviewSessionSchema = z.object({
  id: z.int(),
  workshop: workshopSchema,
  recording_id: z.int(),
  difficulty: z.number(),
  counter: z.int(),
  questions: z.array(askedQuestionSchema),
  processing_status: z.enum(PROCESSING_STATUSES),
  created_at: z.string(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const sessionListSchema = z.object({ items: z.array(interviewSessionSchema) });

/** Spec §3, Follow-up question response: questions[].question (and where they came from). */
export const followUpQuestionsSchema = z.object({
  questions: z.array(z.object({ question: z.string() })).check(z.maxLength(FOLLOW_UP_MAX)),
  source: z.enum(['ai', 'local']),
});
export type FollowUpQuestions = z.infer<typeof followUpQuestionsSchema>;

export const INTERVIEW_TEXTS = {
  planRequired: 'Interview practice is part of the Pro and Team plans. Upgrade to practise with a spoken examiner.',
  notFound: 'This practice session does not exist',
  recordingTaken: 'This recording already belongs to a practice session',
  notRecording: 'This recording has already been stopped',
  finished: 'This session has asked all its questions',
  wrongStep: (counter: number) => `This session is at question ${counter + 1}: move one question at a time`,
  unknownWorkshop: 'This workshop does not exist',
} as const;

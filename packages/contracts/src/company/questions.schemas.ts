import * as z from 'zod/mini';
import { jobQuestionSchema } from '../interview/interview.schemas.ts';
import { COMPANY_CONTENT_TEXTS as T } from './content.constants.ts';

/**
 * An organisation's own practice question (ADR 0073), under the rules of the built-in banks
 * (interview.schemas.ts): a job-interview question is Capability or Compatibility, an IELTS one is part 1, 2 or 3 and
 * a part-2 question has a cue card of four prompts. Difficulty 0–1, as the workshop's slider reads it.
 */
const questionText = z
  .string({ error: T.questionTooShort })
  .check(z.trim(), z.minLength(10, T.questionTooShort), z.maxLength(400, T.questionTooShort));
const difficulty = z.number({ error: T.difficultyRange }).check(z.gte(0, T.difficultyRange), z.lte(1, T.difficultyRange));
const cuePrompt = z.string().check(z.trim(), z.minLength(3, 'A cue-card prompt has 3 to 120 characters'), z.maxLength(120));

export const jobTeamQuestionBodySchema = z.strictObject({
  workshop: z.literal('job-interview'),
  type: jobQuestionSchema.shape.type,
  question: questionText,
  difficulty,
});

export const ieltsTeamQuestionBodySchema = z
  .strictObject({
    workshop: z.literal('ielts'),
    part: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'part is 1, 2 or 3' }),
    question: questionText,
    cue_card: z._default(z.array(cuePrompt), []),
    difficulty,
  })
  .check(
    z.refine((q) => (q.part === 2 ? q.cue_card.length === 4 : q.cue_card.length === 0), {
      error: T.cueCardRule,
      path: ['cue_card'],
    }),
  );

/** Create or replace a question: the workshop decides which fields it has. */
export const teamQuestionBodySchema = z.discriminatedUnion('workshop', [jobTeamQuestionBodySchema, ieltsTeamQuestionBodySchema], {
  error: 'workshop is one of job-interview, ielts',
});
export type TeamQuestionBody = z.infer<typeof teamQuestionBodySchema>;

export const teamQuestionSchema = z.object({
  id: z.int(),
  /** The id a practice session records (TEAM-<id>): never one of the banks'. */
  bank_id: z.string(),
  workshop: z.enum(['job-interview', 'ielts']),
  question: z.string(),
  /** Job interview: Capability or Compatibility; null for IELTS. */
  type: z.nullable(z.enum(['Capability', 'Compatibility'])),
  /** IELTS: 1, 2 or 3; null for the job interview. */
  part: z.nullable(z.int()),
  cue_card: z.array(z.string()),
  difficulty: z.number(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TeamQuestion = z.infer<typeof teamQuestionSchema>;

export const teamQuestionListSchema = z.object({ items: z.array(teamQuestionSchema) });
export type TeamQuestionList = z.infer<typeof teamQuestionListSchema>;

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const teamQuestionParamsSchema = z.object({ questionId: id });

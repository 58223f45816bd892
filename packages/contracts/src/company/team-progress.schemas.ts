import * as z from 'zod/mini';
import { personSchema } from '../common/person.ts';
import { practiceResultSchema, progressTotalsSchema } from '../progress/progress.schemas.ts';
import { COMPANY_ROLES } from './company.constants.ts';

/**
 * One member's row of the team view (ADR 0073): the totals their own progress page shows, the means of their newest
 * recordings' grammar and pronunciation figures (null without a processed recording), and their practice.
 */
export const teamMemberProgressSchema = z.object({
  user: personSchema,
  email: z.nullable(z.string()),
  role: z.enum(COMPANY_ROLES),
  joined_at: z.iso.datetime(),
  totals: progressTotalsSchema,
  grammar_per_100_words: z.nullable(z.number()),
  pronunciation_score: z.nullable(z.number()),
  practice: z.array(practiceResultSchema),
});
export type TeamMemberProgress = z.infer<typeof teamMemberProgressSchema>;

/** The organisation's current members (a member who left is not in it), and their totals summed. */
export const teamProgressSchema = z.object({
  members: z.array(teamMemberProgressSchema),
  totals: progressTotalsSchema,
  practice_sessions: z.int(),
});
export type TeamProgress = z.infer<typeof teamProgressSchema>;

export const teamMemberParamsSchema = z.object({
  userId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

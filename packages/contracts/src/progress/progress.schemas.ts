import * as z from 'zod/mini';
import { personSchema } from '../common/person.ts';
import { workshopSchema } from '../interview/interview.schemas.ts';

export const progressTotalsSchema = z.object({
  /** Live sessions: events whose room the learner entered. */
  sessions: z.int(),
  /** Speaking time in processed recordings, rounded to the minute. */
  minutes_spoken: z.int(),
  recordings: z.int(),
  /** Vocabulary words collected, and those the quiz has moved to review (remembered at least once in a row). */
  words_collected: z.int(),
  words_learned: z.int(),
});
export type ProgressTotals = z.infer<typeof progressTotalsSchema>;

export const progressWeekSchema = z.object({
  /** Monday of the week, YYYY-MM-DD (UTC). */
  week: z.string(),
  sessions: z.int(),
  minutes_spoken: z.number(),
  recordings: z.int(),
  words_collected: z.int(),
});
export type ProgressWeek = z.infer<typeof progressWeekSchema>;

/** One processed recording's figures, as its feedback measured them. */
export const progressRecordingSchema = z.object({
  id: z.int(),
  created_at: z.iso.datetime(),
  words: z.int(),
  words_per_minute: z.number(),
  fillers_per_minute: z.number(),
  /** Grammar findings per 100 words, in all and by category (the top categories, the rest as "other"). */
  grammar_per_100_words: z.number(),
  grammar_by_category: z.record(z.string(), z.number()),
  /** The share of words said without a pronunciation finding, 0–100. */
  pronunciation_score: z.number(),
});
export type ProgressRecording = z.infer<typeof progressRecordingSchema>;

/** One practice workshop's results: sessions practised, questions asked in them, and how many were the team's own. */
export const practiceResultSchema = z.object({
  workshop: workshopSchema,
  sessions: z.int(),
  questions: z.int(),
  /** Questions the learner's organisation wrote (ADR 0073); 0 outside one. */
  team_questions: z.int(),
  last_practised_at: z.nullable(z.iso.datetime()),
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;

export const progressSchema = z.object({
  /** Whose progress: the caller, or the teacher's student. */
  learner: personSchema,
  totals: progressTotalsSchema,
  weeks: z.array(progressWeekSchema),
  recordings: z.array(progressRecordingSchema),
  /** The categories grammar_by_category uses, most frequent first ("other" last when present). */
  grammar_categories: z.array(z.string()),
  /** Both practice workshops, job interview first, all time. */
  practice: z.array(practiceResultSchema),
});
export type Progress = z.infer<typeof progressSchema>;

export const progressStudentParamsSchema = z.object({
  userId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

export const progressStudentsSchema = z.object({ items: z.array(personSchema) });
export type ProgressStudents = z.infer<typeof progressStudentsSchema>;

import * as z from 'zod/mini';
import { paginationQuerySchema } from '../common/pagination.ts';
import { CEFR_LEVELS } from '../recordings/recordings.constants.ts';
import * as c from './vocabulary.constants.ts';

const T = c.VOCABULARY_TEXTS;
const id = z.int().check(z.gte(1), z.lte(2_147_483_647));

/** One word as a learner keeps it: letters with inner hyphens or apostrophes ("well-known", "o'clock"), lower case. */
export const vocabularyWordSchema = z.pipe(
  z
    .string({ error: T.wordRequired })
    .check(
      z.trim(),
      z.minLength(1, T.wordRequired),
      z.maxLength(c.VOCABULARY_WORD_MAX, T.wordTooLong),
      z.regex(/^\p{L}+(?:['’-]\p{L}+)*$/u, T.wordInvalid),
    ),
  z.transform((word) => word.toLowerCase().replace(/’/g, "'")),
);

const optionalText = (max: number, message: string) => z._default(z.string().check(z.trim(), z.maxLength(max, message)), '');

export const vocabularyBodySchema = z.object({
  word: vocabularyWordSchema,
  /** Left blank, the server takes the dictionary's first meaning and example when it knows the word. */
  meaning: optionalText(c.VOCABULARY_MEANING_MAX, T.meaningTooLong),
  example: optionalText(c.VOCABULARY_EXAMPLE_MAX, T.exampleTooLong),
  source: z._default(z.enum(['MANUAL', 'DICTIONARY']), 'MANUAL'),
});
export type VocabularyBody = z.input<typeof vocabularyBodySchema>;
export type VocabularyFields = z.output<typeof vocabularyBodySchema>;

export const vocabularyParamsSchema = z.object({ wordId: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)) });

export const vocabularyListQuerySchema = z.extend(paginationQuerySchema, {
  /** Matches the word, its meaning or the learner's sentence, case-insensitively. */
  query: z.optional(z.string().check(z.trim(), z.maxLength(c.VOCABULARY_QUERY_MAX))),
});
export type VocabularyListQuery = z.input<typeof vocabularyListQuerySchema>;

export const vocabularyEntrySchema = z.object({
  id,
  word: z.string(),
  meaning: z.nullable(z.string()),
  example: z.nullable(z.string()),
  cefr_level: z.nullable(z.enum(CEFR_LEVELS)),
  source: z.enum(c.VOCABULARY_SOURCES),
  /** The recording whose feedback brought the word, while it exists. */
  recording_id: z.nullable(z.int()),
  /** The learner's own sentence from that recording's transcript. */
  sentence: z.nullable(z.string()),
  /** What the learner said in that sentence where this word belongs ("good" for "delicious", "buyed" for "bought"). */
  said: z.nullable(z.string()),
  due_at: z.iso.datetime(),
  reviews: z.int(),
  created_at: z.iso.datetime(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

export const vocabularyPageSchema = z.object({
  items: z.array(vocabularyEntrySchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type VocabularyPage = z.infer<typeof vocabularyPageSchema>;

export const vocabularyDueSchema = z.object({
  /** Cards due now. */
  due: z.int(),
  /** When the next card not yet due will be; null when none waits. */
  next_due_at: z.nullable(z.iso.datetime()),
});
export type VocabularyDue = z.infer<typeof vocabularyDueSchema>;

/** One question of a session; what it shows depends on its type, and the answer is never in it. */
export const quizQuestionSchema = z.object({
  word_id: id,
  type: z.enum(c.QUIZ_QUESTION_TYPES),
  /** MEANING_TO_WORD: the meaning; WORD_TO_MEANING and SAY_THE_WORD: the word; FILL_THE_GAP: the sentence with ___. */
  prompt: z.string(),
  /** FILL_THE_GAP: what the learner said there, when it was not this word. MEANING_TO_WORD: the first letter. */
  hint: z.nullable(z.string()),
  /** WORD_TO_MEANING: the meanings to choose from (one is right). */
  choices: z.array(z.string()),
  cefr_level: z.nullable(z.enum(CEFR_LEVELS)),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSessionSchema = z.object({ due: z.int(), questions: z.array(quizQuestionSchema) });
export type QuizSession = z.infer<typeof quizSessionSchema>;

export const quizAnswerBodySchema = z.object({
  type: z.enum(['MEANING_TO_WORD', 'WORD_TO_MEANING', 'FILL_THE_GAP']),
  answer: z
    .string({ error: T.answerRequired })
    .check(z.trim(), z.minLength(1, T.answerRequired), z.maxLength(c.VOCABULARY_MEANING_MAX)),
});
export type QuizAnswerBody = z.input<typeof quizAnswerBodySchema>;

export const quizResultSchema = z.object({
  correct: z.boolean(),
  grade: z.enum(c.QUIZ_GRADES),
  /** The right answer (the word, or its meaning). */
  expected: z.string(),
  /** SAY_THE_WORD: the words the recogniser heard, and how well the word was said (0–100; null when not heard). */
  heard: z.nullable(z.string()),
  accuracy_score: z.nullable(z.number()),
  /** One short line for the learner about the answer. */
  message: z.string(),
  /** When the card comes back. */
  due_at: z.iso.datetime(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

import {
  ieltsQuestionSchema,
  jobQuestionSchema,
  WORKSHOP_SETTINGS,
  type IeltsQuestion,
  type JobQuestion,
  type Workshop,
} from '@parley/contracts';
import * as z from 'zod/mini';
import ielts from './banks/ielts.json' with { type: 'json' };
import jobInterview from './banks/job-interview.json' with { type: 'json' };

/** A question as the workshop asks it, whichever bank it came from. */
export interface BankQuestion {
  id: string;
  text: string;
  /** Capability or Compatibility; "Part 1", "Part 2" or "Part 3". */
  kind: string;
  cueCard: string[];
  difficulty: number;
  /**
   * The viewer's organisation wrote it (ADR 0073): within the slider's tolerance it is asked before the bank's, so a
   * team's handful of questions is not lost among the bank's hundreds.
   */
  preferred?: boolean;
}

/**
 * Where a session's questions come from. It is asked per viewer so that a team's own questions (issue 22, ADR 0073)
 * join the built-in ones for that team's members without the workshop knowing; they are read from the database.
 */
export interface QuestionBank {
  questionsFor(workshop: Workshop, viewer: { id: number }): Promise<readonly BankQuestion[]>;
}

const fromJob = (q: JobQuestion): BankQuestion => ({
  id: q.id,
  text: q.question,
  kind: q.type,
  cueCard: [],
  difficulty: q.difficulty,
});
const fromIelts = (q: IeltsQuestion): BankQuestion => ({
  id: q.id,
  text: q.question,
  kind: `Part ${q.part}`,
  cueCard: q.cue_card,
  difficulty: q.difficulty,
});

/** The banks are data files of ours: a malformed entry stops start-up rather than reaching a learner. */
export const BUILT_IN_QUESTIONS: Record<Workshop, readonly BankQuestion[]> = {
  'job-interview': z.parse(z.array(jobQuestionSchema), jobInterview).map(fromJob),
  ielts: z.parse(z.array(ieltsQuestionSchema), ielts).map(fromIelts),
};

export const builtInBank: QuestionBank = { questionsFor: async (workshop) => BUILT_IN_QUESTIONS[workshop] };

/**
 * A question within the workshop's tolerance of the slider that this session has not asked, at random, the viewer's
 * team's own ones first; when the session has used up that band, the nearest unasked one.
 */
export function pickQuestion(
  questions: readonly BankQuestion[],
  workshop: Workshop,
  slider: number,
  askedIds: ReadonlySet<string>,
  random: () => number = Math.random,
): BankQuestion {
  const fresh = questions.filter((q) => !askedIds.has(q.id));
  if (fresh.length === 0) throw new Error(`The ${workshop} bank has no question left to ask`);
  const near = questionsNear(fresh, workshop, slider);
  const preferred = near.filter((q) => q.preferred);
  const pool = preferred.length > 0 ? preferred : near;
  if (pool.length > 0) return pool[Math.floor(random() * pool.length)]!;
  return fresh.reduce((best, q) => (Math.abs(q.difficulty - slider) < Math.abs(best.difficulty - slider) ? q : best));
}

/** Floating error must not drop a question exactly at the edge (0.3 − 0.2 is not 0.1 in binary). */
const EDGE = 1e-9;

export function questionsNear(questions: readonly BankQuestion[], workshop: Workshop, slider: number): BankQuestion[] {
  const { tolerance } = WORKSHOP_SETTINGS[workshop];
  return questions.filter((q) => Math.abs(q.difficulty - slider) <= tolerance + EDGE);
}

/** What the examiner reads aloud: a part-2 cue card's prompts follow its task. */
export const spokenText = (q: Pick<BankQuestion, 'text' | 'cueCard'>) =>
  q.cueCard.length === 0 ? q.text : `${q.text} You should say: ${q.cueCard.join('; ')}.`;

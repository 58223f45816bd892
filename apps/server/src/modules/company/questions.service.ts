import {
  COMPANY_CONTENT_TEXTS as T,
  COMPANY_QUESTIONS_MAX,
  teamQuestionId,
  type TeamQuestion,
  type TeamQuestionBody,
  type TeamQuestionList,
} from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { Caller } from './company-deps.ts';
import { administered } from './company.service.ts';
import * as store from './questions.store.ts';

export interface QuestionsDeps {
  db: Db;
  clock: Clock;
}

export const presentQuestion = (row: store.QuestionRow): TeamQuestion => ({
  id: row.id,
  bank_id: teamQuestionId(row.id),
  workshop: row.workshop,
  question: row.question,
  type: row.type,
  part: row.part,
  cue_card: row.cueCard,
  difficulty: row.difficulty,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The body as a row: each workshop keeps only its own fields. The difficulty column is a 4-byte real, which refuses a
 * number too small for it (5e-324 was a 500): rounded to the nearest real first, such a number is 0.
 */
function valuesOf(body: TeamQuestionBody): store.QuestionValues {
  const difficulty = Math.fround(body.difficulty);
  return body.workshop === 'job-interview'
    ? { workshop: body.workshop, type: body.type, part: null, question: body.question, cueCard: [], difficulty }
    : { workshop: body.workshop, type: null, part: body.part, question: body.question, cueCard: body.cue_card, difficulty };
}

export async function list(deps: QuestionsDeps, user: Caller): Promise<TeamQuestionList> {
  const company = await administered(deps.db, user.id);
  return { items: (await store.questionsOf(deps.db, company.id)).map(presentQuestion) };
}

export async function create(deps: QuestionsDeps, user: Caller, body: TeamQuestionBody): Promise<TeamQuestion> {
  const row = await deps.db.transaction(async (tx) => {
    // The company row is held so two administrators adding at once cannot pass the limit together.
    const company = await administered(tx, user.id, true);
    if ((await store.questionCount(tx, company.id)) >= COMPANY_QUESTIONS_MAX) throw conflict(T.tooManyQuestions);
    return store.insertQuestion(tx, company.id, user.id, valuesOf(body));
  });
  return presentQuestion(row);
}

export async function update(deps: QuestionsDeps, user: Caller, id: number, body: TeamQuestionBody): Promise<TeamQuestion> {
  const company = await administered(deps.db, user.id);
  const row = await store.updateQuestion(deps.db, company.id, id, valuesOf(body), deps.clock.now());
  if (!row) throw notFound(T.questionNotFound);
  return presentQuestion(row);
}

export async function remove(deps: QuestionsDeps, user: Caller, id: number) {
  const company = await administered(deps.db, user.id);
  if (!(await store.deleteQuestion(deps.db, company.id, id))) throw notFound(T.questionNotFound);
  return { ok: true as const };
}

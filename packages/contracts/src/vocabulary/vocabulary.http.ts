import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { VOCABULARY_PREFIX as P } from './vocabulary.constants.ts';
import * as s from './vocabulary.schemas.ts';

/** Vocabulary and the quiz (issue 21 §2): paths and methods are ours (ADR 0064); the dictionary call is speechApi's. */
export const vocabularyApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's words, newest first, matching the query in the word, its meaning or the learner's sentence",
    auth: 'access',
    query: s.vocabularyListQuerySchema,
    status: 200,
    response: s.vocabularyPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Add a word (by hand or from the dictionary); its CEFR level is graded, a blank meaning taken from the dictionary',
    auth: 'access',
    body: s.vocabularyBodySchema,
    status: 201,
    response: s.vocabularyEntrySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{wordId}`,
    summary: 'Delete a word and its quiz card; only its owner may',
    auth: 'access',
    params: s.vocabularyParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
  due: endpoint({
    method: 'GET',
    path: `${P}/quiz/due`,
    summary: 'How many words are due for the quiz now, and when the next one will be',
    auth: 'access',
    status: 200,
    response: s.vocabularyDueSchema,
  }),
  quiz: endpoint({
    method: 'GET',
    path: `${P}/quiz`,
    summary: 'A quiz session: the words due now (at most 20, the longest due first), one question each',
    auth: 'access',
    status: 200,
    response: s.quizSessionSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: `${P}/quiz/{wordId}/answer`,
    summary: 'Answer a written question; the server grades it and schedules the card (FSRS)',
    auth: 'access',
    params: s.vocabularyParamsSchema,
    body: s.quizAnswerBodySchema,
    status: 200,
    response: s.quizResultSchema,
  }),
  spoken: endpoint({
    method: 'POST',
    path: `${P}/quiz/{wordId}/spoken`,
    summary:
      'Say the word (multipart field "file": WebM, Ogg or WAV, at most 512 kB); scored by the pronunciation assessment, then scheduled',
    auth: 'access',
    params: s.vocabularyParamsSchema,
    status: 200,
    response: s.quizResultSchema,
  }),
};

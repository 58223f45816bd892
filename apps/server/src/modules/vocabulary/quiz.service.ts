import { distance } from 'fastest-levenshtein';
import {
  QUIZ_SESSION_MAX,
  VOCABULARY_TEXTS as T,
  type QuizAnswerBody,
  type QuizGrade,
  type QuizResult,
  type QuizSession,
  type VocabularyDue,
} from '@parley/contracts';
import { assessPronunciation } from '@parley/language';
import { badRequest, notFound } from '../../errors.ts';
import type { SpeechPort } from '../../platform/speech/port.ts';
import { clipAsWav, hearOneOfInWav } from '../../shared/spoken-word.ts';
import type { VocabularyWordRow } from '../../db/schema/index.ts';
import { reviewed } from './card-schedule.ts';
import { CHOICES, question, typeFor, typesFor } from './quiz-questions.ts';
import { decoysFor } from './spoken-decoys.ts';
import * as store from './vocabulary.store.ts';
import type { VocabularyDeps } from './vocabulary.service.ts';

export interface QuizDeps extends VocabularyDeps {
  speech: Pick<SpeechPort, 'recognizer' | 'converter'>;
}

export async function due(deps: VocabularyDeps, userId: number): Promise<VocabularyDue> {
  const { due: count, next } = await store.dueCount(deps.db, userId, deps.clock.now());
  return { due: count, next_due_at: next?.toISOString() ?? null };
}

export async function session(deps: VocabularyDeps, userId: number): Promise<QuizSession> {
  const now = deps.clock.now();
  const [rows, counted] = await Promise.all([
    store.dueWords(deps.db, userId, now, QUIZ_SESSION_MAX),
    store.dueCount(deps.db, userId, now),
  ]);
  const questions = [];
  for (const [position, row] of rows.entries()) {
    const others = await store.otherMeanings(deps.db, userId, row.id, CHOICES - 1);
    questions.push(question(row, typeFor(row, position, others.length), others));
  }
  return { due: counted.due, questions };
}

async function ownWord(deps: VocabularyDeps, userId: number, id: number) {
  const row = await store.findWord(deps.db, id, userId);
  if (!row) throw notFound(T.notFound);
  return row;
}

async function graded(
  deps: VocabularyDeps,
  row: VocabularyWordRow,
  grade: QuizGrade,
  result: Omit<QuizResult, 'grade' | 'due_at' | 'correct'>,
): Promise<QuizResult> {
  const saved = await store.saveCard(deps.db, row.id, reviewed(row, grade, deps.clock.now()));
  return { ...result, correct: grade !== 'AGAIN', grade, due_at: saved.dueAt.toISOString() };
}

const normal = (text: string) => text.trim().toLowerCase().replace(/’/g, "'");

/**
 * A written answer, graded on the server: the word spelt right is GOOD, one letter off (a slip, in a word of five
 * letters or more) HARD, anything else AGAIN; the right meaning chosen is GOOD.
 */
export async function answer(deps: VocabularyDeps, userId: number, id: number, body: QuizAnswerBody): Promise<QuizResult> {
  const row = await ownWord(deps, userId, id);
  const others = await store.otherMeanings(deps.db, userId, row.id, CHOICES - 1);
  if (!typesFor(row, others.length).includes(body.type)) throw badRequest('VALIDATION_ERROR', T.questionUnavailable, 'type');
  if (body.type === 'WORD_TO_MEANING') {
    const right = normal(body.answer) === normal(row.meaning!);
    return graded(deps, row, right ? 'GOOD' : 'AGAIN', {
      expected: row.meaning!,
      heard: null,
      accuracy_score: null,
      message: right ? 'Well done!' : `“${row.word}” means: ${row.meaning}`,
    });
  }
  const off = distance(normal(body.answer), row.word);
  const grade: QuizGrade = off === 0 ? 'GOOD' : off === 1 && row.word.length >= 5 ? 'HARD' : 'AGAIN';
  const message = {
    GOOD: 'Well done!',
    HARD: `Almost! It is spelt “${row.word}”.`,
    AGAIN: `The word is “${row.word}”.`,
    EASY: '',
  }[grade];
  return graded(deps, row, grade, { expected: row.word, heard: null, accuracy_score: null, message });
}

/** Below this score (0–100, see packages/language accuracy.ts) a word said is one of the typical wrong sayings. */
const WELL_SAID = 60;
/** One word, said with a breath before and after. */
const SPOKEN_MAX_SECONDS = 10;

/**
 * The word said into the microphone: heard among the word and common decoys as the word games hear a spoken answer
 * (shared/spoken-word.ts), then, if it was the word, its pronunciation assessed by the feedback's own check (forced
 * alignment against its right and typical wrong sayings). Said well: GOOD; said the way learners often get it wrong:
 * HARD; another word or none: AGAIN.
 */
export async function spoken(deps: QuizDeps, userId: number, id: number, audio: Uint8Array): Promise<QuizResult> {
  const row = await ownWord(deps, userId, id);
  const wav = await clipAsWav(deps.speech, audio, {
    noFile: T.audioUnreadable,
    tooBig: T.audioTooLarge,
    maxSeconds: SPOKEN_MAX_SECONDS,
  });
  const heard = await hearOneOfInWav(deps.speech, wav, [row.word, ...decoysFor(row.word)]);
  if (heard?.word !== row.word) {
    return graded(deps, row, 'AGAIN', {
      expected: row.word,
      heard: heard?.word ?? null,
      accuracy_score: null,
      message: heard ? `We heard “${heard.word}”. Listen to “${row.word}” and try again next time.` : 'We did not hear the word.',
    });
  }
  // The quiz knows which word was meant, so the check need not doubt that the word heard is the one said.
  const report = await assessPronunciation(wav, [{ ...heard, confidence: 1 }], deps.speech);
  const finding = report.findings[0];
  const score = report.words[0]?.accuracyScore ?? null;
  const well = !finding && (score === null || score >= WELL_SAID);
  return graded(deps, row, well ? 'GOOD' : 'HARD', {
    expected: row.word,
    heard: row.word,
    accuracy_score: score,
    message: well ? 'Well said!' : `We heard “${row.word}”, ${finding ? finding.heard.description : 'but not clearly'}.`,
  });
}

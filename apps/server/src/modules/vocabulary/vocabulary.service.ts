import {
  VOCABULARY_EXAMPLE_MAX,
  VOCABULARY_MEANING_MAX,
  VOCABULARY_PER_USER_MAX,
  VOCABULARY_TEXTS as T,
  type VocabularyFields,
  type VocabularyPage,
  type VocabularySource,
} from '@parley/contracts';
import { cefrOfWord, meaningsOf } from '@parley/language';
import { conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { FeedbackReady } from '../../shared/domain-events.ts';
import { newCard } from './card-schedule.ts';
import { wordsFromFeedback } from './collect.ts';
import { presentWord } from './vocabulary.presenter.ts';
import * as store from './vocabulary.store.ts';

export interface VocabularyDeps {
  db: Db;
  clock: Clock;
}

export async function list(
  deps: VocabularyDeps,
  userId: number,
  q: { query?: string | undefined; limit: number; offset: number },
) {
  const found = await store.listWords(deps.db, userId, q.query ?? '', q.limit, q.offset);
  return { items: found.items.map(presentWord), total: found.total, limit: q.limit, offset: q.offset } satisfies VocabularyPage;
}

const clipped = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

/** The dictionary's first meaning and its first example, when WordNet knows the word. */
async function dictionaryMeaning(word: string) {
  const [first] = await meaningsOf(word, 1);
  return {
    meaning: clipped(first?.definition, VOCABULARY_MEANING_MAX),
    example: clipped(first?.examples[0], VOCABULARY_EXAMPLE_MAX),
  };
}

interface WordToAdd {
  word: string;
  source: VocabularySource;
  meaning: string | null;
  example: string | null;
  recordingId?: number;
  sentence?: string | null;
  said?: string | null;
}

/** Inserts the words the learner does not have yet, as many as the limit leaves room for; answers those added. */
async function addWords(deps: VocabularyDeps, userId: number, words: WordToAdd[]) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await store.lockLearner(tx, userId);
    let room = VOCABULARY_PER_USER_MAX - (await store.countWords(tx, userId));
    const added = [];
    for (const w of words) {
      if (room <= 0) break;
      const row = await store.insertWord(tx, { userId, ...w, cefrLevel: cefrOfWord(w.word), ...newCard(now), createdAt: now });
      if (row) {
        added.push(row);
        room--;
      }
    }
    return { added, full: room <= 0 };
  });
}

/** A word typed by the learner or taken from the dictionary page; a blank meaning is looked up. */
export async function create(deps: VocabularyDeps, userId: number, fields: VocabularyFields) {
  const looked = fields.meaning ? null : await dictionaryMeaning(fields.word);
  const { added, full } = await addWords(deps, userId, [
    {
      word: fields.word,
      source: fields.source,
      meaning: fields.meaning || (looked?.meaning ?? null),
      example: fields.example || (fields.meaning ? null : (looked?.example ?? null)),
    },
  ]);
  const [row] = added;
  if (row) return presentWord(row);
  throw conflict(full ? T.tooMany : T.duplicate);
}

export async function remove(deps: VocabularyDeps, userId: number, id: number) {
  if (!(await store.deleteWord(deps.db, id, userId))) throw notFound(T.notFound);
  return { ok: true as const };
}

/**
 * The words a recording's feedback gives its learner, added with their meanings and the learner's sentence; a word
 * they have already keeps its first source, and a full vocabulary takes no more (ADR 0064).
 */
export async function collectFromFeedback(deps: VocabularyDeps, ready: FeedbackReady) {
  const collected = wordsFromFeedback(ready);
  const words: WordToAdd[] = [];
  for (const w of collected) {
    const word = w.word.toLowerCase();
    if (words.some((x) => x.word === word)) continue;
    words.push({ ...w, word, ...(await dictionaryMeaning(word)), recordingId: ready.recordingId });
  }
  return (await addWords(deps, ready.userId, words)).added.length;
}

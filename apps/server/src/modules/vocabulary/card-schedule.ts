import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { QuizGrade } from '@parley/contracts';
import type { VocabularyWordRow } from '../../db/schema/index.ts';
import type { CardFields } from './vocabulary.store.ts';

/** FSRS with its default parameters (90% retention, learning steps of 1 and 10 minutes), no fuzz: tests can predict it. */
const scheduler = fsrs({ enable_fuzz: false });

const RATING: Record<QuizGrade, Grade> = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good, EASY: Rating.Easy };

/** A new word's card: due at once. */
export function newCard(now: Date): CardFields {
  return fieldsOf(createEmptyCard(now));
}

function fieldsOf(card: Card): CardFields {
  return {
    dueAt: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReviewAt: card.last_review ?? null,
  };
}

/** The card after an answer graded `grade` at `now`. */
export function reviewed(row: VocabularyWordRow, grade: QuizGrade, now: Date): CardFields {
  const card: Card = {
    due: row.dueAt,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReviewAt ? { last_review: row.lastReviewAt } : {}),
  };
  return fieldsOf(scheduler.next(card, now, RATING[grade]).card);
}

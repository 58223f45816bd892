import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { discussionTopicSchema, TOPIC_LEVELS } from '@parley/contracts';
import bank from './topic-bank.json' with { type: 'json' };
import { TOPIC_BANK } from './topic-bank.ts';

const atLevel = (level: number) => TOPIC_BANK.filter((topic) => topic.level === level);

describe('discussion topic bank', () => {
  it('parses against the contract', () => {
    const result = z.array(discussionTopicSchema).safeParse(bank);
    expect(result.success, result.error?.message).toBe(true);
  });

  it('has enough topics overall and at every level', () => {
    expect(TOPIC_BANK.length).toBeGreaterThanOrEqual(300);
    for (const level of TOPIC_LEVELS) expect(atLevel(level).length, `level ${level}`).toBeGreaterThanOrEqual(60);
  });

  it('has unique ids', () => {
    const ids = TOPIC_BANK.map((topic) => topic.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has unique questions, whatever their case', () => {
    const questions = TOPIC_BANK.map((topic) => topic.question.toLowerCase());
    expect(questions.filter((question, i) => questions.indexOf(question) !== i)).toEqual([]);
  });

  it('asks every question and follow-up as a question', () => {
    const notQuestions = TOPIC_BANK.flatMap((topic) => [topic.question, ...topic.follow_ups]).filter(
      (text) => !text.endsWith('?'),
    );
    expect(notQuestions).toEqual([]);
  });

  // An event keeps to one level, so every level needs enough variety for a whole session.
  it('spreads every level over at least six categories', () => {
    for (const level of TOPIC_LEVELS) {
      const categories = new Set(atLevel(level).map((topic) => topic.category));
      expect(categories.size, `level ${level}`).toBeGreaterThanOrEqual(6);
    }
  });
});

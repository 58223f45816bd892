import { SLIDER, WORKSHOP_SETTINGS, WORKSHOPS, ieltsQuestionSchema, jobQuestionSchema } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import ielts from './banks/ielts.json' with { type: 'json' };
import jobInterview from './banks/job-interview.json' with { type: 'json' };
import { BUILT_IN_QUESTIONS, pickQuestion, questionsNear } from './question-bank.ts';

const sliderSteps = Array.from({ length: 11 }, (_, i) => Number((SLIDER.min + i * SLIDER.step).toFixed(1)));

describe('the question banks', () => {
  it('hold 300 entries each that match the spec’s entry, with unique ids and questions', () => {
    const job = z.parse(z.array(jobQuestionSchema), jobInterview);
    const exam = z.parse(z.array(ieltsQuestionSchema), ielts);
    expect(job).toHaveLength(300);
    expect(exam).toHaveLength(300);
    expect(exam.map((q) => q.number)).toEqual(exam.map((_, i) => i + 1));
    for (const bank of [job, exam]) {
      expect(new Set(bank.map((q) => q.id)).size).toBe(300);
      expect(new Set(bank.map((q) => q.question.toLowerCase())).size).toBe(300);
    }
    expect(new Set(job.map((q) => q.type))).toEqual(new Set(['Capability', 'Compatibility']));
    expect(new Set(exam.map((q) => q.part))).toEqual(new Set([1, 2, 3]));
  });

  it('have six or more questions within the tolerance of every slider step, so a session never repeats one', () => {
    for (const workshop of WORKSHOPS) {
      for (const step of sliderSteps) {
        expect(questionsNear(BUILT_IN_QUESTIONS[workshop], workshop, step).length, `${workshop} at ${step}`).toBeGreaterThan(6);
      }
    }
  });

  it('run from technical to motivational and from part 1 to parts 2 and 3', () => {
    const job = BUILT_IN_QUESTIONS['job-interview'];
    expect(questionsNear(job, 'job-interview', 0).every((q) => q.kind === 'Capability')).toBe(true);
    expect(questionsNear(job, 'job-interview', 1).every((q) => q.kind === 'Compatibility')).toBe(true);
    const exam = BUILT_IN_QUESTIONS.ielts;
    expect(exam.filter((q) => q.difficulty < 0.3).every((q) => q.kind === 'Part 1')).toBe(true);
    expect(exam.filter((q) => q.difficulty > 0.8).every((q) => q.kind !== 'Part 1')).toBe(true);
  });
});

describe('picking a question', () => {
  it('stays within the workshop’s tolerance and never repeats within a session', () => {
    for (const workshop of WORKSHOPS) {
      const asked = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const q = pickQuestion(BUILT_IN_QUESTIONS[workshop], workshop, 0.3, asked);
        expect(asked.has(q.id)).toBe(false);
        expect(Math.abs(q.difficulty - 0.3)).toBeLessThanOrEqual(WORKSHOP_SETTINGS[workshop].tolerance + 1e-9);
        asked.add(q.id);
      }
    }
  });

  it('takes the nearest unasked question once the band is used up', () => {
    const bank = [
      { id: 'a', text: 'A?', kind: 'Capability', cueCard: [], difficulty: 0 },
      { id: 'b', text: 'B?', kind: 'Capability', cueCard: [], difficulty: 0.5 },
      { id: 'c', text: 'C?', kind: 'Compatibility', cueCard: [], difficulty: 0.9 },
    ];
    expect(pickQuestion(bank, 'job-interview', 0, new Set(['a'])).id).toBe('b');
    expect(() => pickQuestion(bank, 'job-interview', 0, new Set(['a', 'b', 'c']))).toThrow();
  });

  it("asks the team's own questions within the band before the bank's, and only within it", () => {
    const team = (id: string, difficulty: number) => ({
      id,
      text: `${id}?`,
      kind: 'Capability',
      cueCard: [],
      difficulty,
      preferred: true,
    });
    const bank = [...BUILT_IN_QUESTIONS['job-interview'], team('TEAM-1', 0.5), team('TEAM-2', 0.55), team('TEAM-3', 0.9)];
    const asked = new Set<string>();
    const first = pickQuestion(bank, 'job-interview', 0.5, asked);
    asked.add(first.id);
    const second = pickQuestion(bank, 'job-interview', 0.5, asked);
    asked.add(second.id);
    expect([first.id, second.id].sort()).toEqual(['TEAM-1', 'TEAM-2']);
    // TEAM-3 is outside the tolerance: the bank's questions within it come next.
    expect(pickQuestion(bank, 'job-interview', 0.5, asked).id).toMatch(/^JI-\d{3}$/);
  });
});

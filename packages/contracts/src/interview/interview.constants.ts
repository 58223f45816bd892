import type { Plan } from '../common/constants.ts';

/** Interview practice constants (feedback-pricing spec §9, issue 19). */
export const WORKSHOPS = ['job-interview', 'ielts'] as const;
export type Workshop = (typeof WORKSHOPS)[number];

/** Six question steps: the counter runs 0 to 5, and the button reads "Submit" at the last. */
export const INTERVIEW_STEPS = 6;
export const INTERVIEW_LAST_COUNTER = INTERVIEW_STEPS - 1;
/** When the counter reaches this, follow-up questions are fetched; the later steps ask them in order. */
export const FOLLOW_UP_COUNTER = 2;

/** The difficulty slider: 0 to 1 in steps of 0.1, starting in the middle. */
export const SLIDER = { min: 0, max: 1, step: 0.1, start: 0.5 } as const;

/** Each workshop's slider labels (low end, high end) and how far from the slider a question may be picked. */
export const WORKSHOP_SETTINGS: Record<Workshop, { tolerance: number; low: string; high: string; title: string }> = {
  'job-interview': { tolerance: 0.1, low: 'Technical', high: 'Motivational', title: 'Job interview' },
  ielts: { tolerance: 0.4, low: 'Part 1', high: 'Part 2 & 3', title: 'IELTS speaking' },
};

/** Plans that include interview practice (spec §9: Pro sells it; Team includes Pro). */
export const INTERVIEW_PLANS: readonly Plan[] = ['pro', 'team'];

/** Follow-up questions asked after the counter passes FOLLOW_UP_COUNTER: one per remaining step. */
export const FOLLOW_UP_MAX = INTERVIEW_LAST_COUNTER - FOLLOW_UP_COUNTER;

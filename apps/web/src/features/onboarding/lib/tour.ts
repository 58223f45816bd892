import { TOUR_STEPS, type UserStatus } from '@parley/contracts';

/** The `data-tour` names the shell puts on the elements the tour points at. */
export const TOUR_TARGETS = ['home', 'welcome', 'next-event', 'page', 'goals', 'user-menu'] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];

export interface TourStep {
  target: TourTarget;
  /** i18n key under onboardingDialogs.tour. */
  text: 'home' | 'welcome' | 'nextEvent' | 'page' | 'goals' | 'userMenu';
}

const ALL: readonly TourStep[] = [
  { target: 'home', text: 'home' },
  { target: 'welcome', text: 'welcome' },
  { target: 'next-event', text: 'nextEvent' },
  { target: 'page', text: 'page' },
  { target: 'goals', text: 'goals' },
  { target: 'user-menu', text: 'userMenu' },
];

/** Teachers have no goals questionnaire, so their tour skips that step: 5 steps for teachers, 6 for students. */
export function tourSteps(status: UserStatus): TourStep[] {
  const steps = status === 'TEACHER' ? ALL.filter((step) => step.target !== 'goals') : [...ALL];
  return steps.slice(0, TOUR_STEPS[status]);
}

export const tourSelector = (target: TourTarget) => `[data-tour="${target}"]`;

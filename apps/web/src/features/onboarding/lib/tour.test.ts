import { TOUR_STEPS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { tourSelector, tourSteps } from './tour.ts';

describe('tourSteps', () => {
  it('has 6 steps for students, the goals card among them', () => {
    const steps = tourSteps('STUDENT');
    expect(steps).toHaveLength(TOUR_STEPS.STUDENT);
    expect(steps.map((s) => s.target)).toEqual(['home', 'welcome', 'next-event', 'page', 'goals', 'user-menu']);
  });

  it('has 5 steps for teachers, without the goals card', () => {
    const steps = tourSteps('TEACHER');
    expect(steps).toHaveLength(TOUR_STEPS.TEACHER);
    expect(steps.map((s) => s.target)).not.toContain('goals');
  });

  it('finds targets by their data-tour attribute', () => {
    expect(tourSelector('user-menu')).toBe('[data-tour="user-menu"]');
  });
});

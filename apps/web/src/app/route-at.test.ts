import { describe, expect, it } from 'vitest';
import { routeAt } from './route-at.ts';

describe('routeAt', () => {
  it('finds a static path before a pattern that also matches it', () => {
    expect(routeAt('/events')).toBe('events');
    expect(routeAt('/login')).toBe('login');
    expect(routeAt('/dashboard/feedback')).toBe('dashboardFeedback');
  });

  it('fills parameters, preferring the pattern with more literal segments', () => {
    expect(routeAt('/event/3f6c')).toBe('event');
    expect(routeAt('/dashboard/feedback/42')).toBe('dashboardFeedbackItem');
    expect(routeAt('/jane-teaches')).toBe('teacherHomepage');
    expect(routeAt('/events/')).toBe('events');
  });

  it('finds nothing for a path no route has', () => {
    expect(routeAt('/')).toBeUndefined();
    expect(routeAt('/a/b/c/d')).toBeUndefined();
  });
});

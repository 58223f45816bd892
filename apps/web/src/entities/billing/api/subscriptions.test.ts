import { describe, expect, it } from 'vitest';
import { daysLeft } from './subscriptions.ts';

describe('daysLeft', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('rounds a part of a day up and never goes below zero', () => {
    expect(daysLeft('2026-03-31T10:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-03-01T11:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-02-28T10:00:00Z', now)).toBe(0);
  });
});

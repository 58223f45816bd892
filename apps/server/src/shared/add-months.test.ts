import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months.ts';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and time of day', () => {
    expect(addMonths(at('2027-01-15T10:30:00Z'), 1).toISOString()).toBe('2027-02-15T10:30:00.000Z');
    expect(addMonths(at('2027-11-30T00:00:00Z'), 3).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('clamps a day the target month lacks to its last day, forwards and backwards', () => {
    expect(addMonths(at('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(addMonths(at('2027-03-31T10:00:00Z'), -1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

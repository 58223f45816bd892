import { describe, expect, it } from 'vitest';
import { formatMmSs } from './mm-ss.ts';

describe('formatMmSs', () => {
  it('pads minutes and seconds and drops fractions', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(7.9)).toBe('00:07');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(30 * 60)).toBe('30:00');
  });

  it('shows nothing odd for bad input', () => {
    expect(formatMmSs(-3)).toBe('00:00');
    expect(formatMmSs(Number.NaN)).toBe('00:00');
  });
});

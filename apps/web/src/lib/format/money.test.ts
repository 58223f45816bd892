import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows whole dollars without decimals and cents with two', () => {
    expect(formatMoney(700, 'usd', 'en-US')).toBe('$7');
    expect(formatMoney(1260, 'usd', 'en-US')).toBe('$12.60');
    expect(formatMoney(14700, 'usd', 'en-US')).toBe('$147');
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0');
  });
});

import { STOREFRONT_TEXTS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { dollarsFieldSchema, dollarsOf, formatCents } from './money.ts';

describe('money', () => {
  it('shows whole dollars without cents', () => {
    expect(formatCents(2000)).toBe('$20');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(100_000)).toBe('$1,000');
    expect(dollarsOf(2398)).toBe('23.98');
  });

  it('reads typed dollars as cents', () => {
    expect(dollarsFieldSchema.parse('20')).toBe(2000);
    expect(dollarsFieldSchema.parse(' 12.5 ')).toBe(1250);
    expect(dollarsFieldSchema.parse('19.99')).toBe(1999);
  });

  it.each(['', 'ten', '1.234', '0.99', '1000.01', '-5'])('refuses "%s"', (value) => {
    const result = dollarsFieldSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(STOREFRONT_TEXTS.priceRange);
  });
});

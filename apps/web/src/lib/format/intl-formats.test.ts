import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats.ts';

describe('kept Intl formatters', () => {
  it('makes one formatter per language and options and formats as Intl does', () => {
    const price = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(price);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(price);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(price);
    expect(price.format(12.6)).toBe('$12.60');
    const day = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-09-01T12:00:00Z'))).toBe('1 September 2026');
  });

  it('keeps nothing for a language Intl refuses', () => {
    expect(() => displayNames('not a language', { type: 'language' })).toThrow(RangeError);
    expect(displayNames('en', { type: 'language' }).of('fr')).toBe('French');
  });
});

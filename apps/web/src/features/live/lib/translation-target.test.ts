import { describe, expect, it } from 'vitest';
import { translationTarget } from './translation-target.ts';

describe('translationTarget', () => {
  it("prefers the profile's first non-English language", () => {
    expect(translationTarget([{ code: 'en' }, { code: 'pl' }], ['de-DE'])).toBe('pl');
  });

  it("falls back to the browser's first non-English language, by its base tag", () => {
    expect(translationTarget([{ code: 'en' }], ['en-GB', 'es-ES', 'fr'])).toBe('es');
  });

  it('offers nothing when everything is English or unknown to the product', () => {
    expect(translationTarget([{ code: 'en' }], ['en-US', 'xx-YY'])).toBeNull();
    expect(translationTarget([], [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { wordEdits, wordErrorRate, words } from './word-error-rate.ts';

describe('word error rate', () => {
  it('normalises case and punctuation but keeps apostrophes', () => {
    expect(words("Don't, Mr. Smith!  OK?")).toEqual(["don't", 'mr', 'smith', 'ok']);
  });

  it('is 0 for the same words and counts each kind of edit once', () => {
    expect(wordErrorRate('I went to the market', 'i went to the market.')).toBe(0);
    expect(wordEdits(words('a b c d'), words('a x c d'))).toEqual({ substitutions: 1, deletions: 0, insertions: 0 });
    expect(wordEdits(words('a b c d'), words('a c d'))).toEqual({ substitutions: 0, deletions: 1, insertions: 0 });
    expect(wordEdits(words('a b c d'), words('a b c d e'))).toEqual({ substitutions: 0, deletions: 0, insertions: 1 });
    expect(wordErrorRate('every day I go', 'every days i goes there')).toBeCloseTo(3 / 4);
  });

  it('handles empty texts', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
    expect(wordErrorRate('two words', '')).toBe(1);
  });
});

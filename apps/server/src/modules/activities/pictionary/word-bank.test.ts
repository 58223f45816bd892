import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import words from './word-bank.json' with { type: 'json' };
import { pictionaryWordSchema, WORD_BANK } from './word-bank.ts';

const LEVELS = [1, 2, 3, 4] as const;

describe('Pictionary word bank', () => {
  it('parses', () => {
    expect(z.array(pictionaryWordSchema).safeParse(words).success).toBe(true);
    expect(WORD_BANK).toHaveLength(words.length);
  });

  it('has enough words for long games at every level', () => {
    expect(WORD_BANK.length).toBeGreaterThanOrEqual(600);
    for (const level of LEVELS) {
      expect(WORD_BANK.filter((w) => w.level === level).length, `level ${level}`).toBeGreaterThanOrEqual(120);
    }
  });

  it('never lists a word twice', () => {
    const seen = WORD_BANK.map((w) => w.word);
    expect(seen.filter((w, i) => seen.indexOf(w) !== i)).toEqual([]);
  });

  // A word pocketsphinx cannot pronounce could only ever be guessed by typing.
  it('has every word in CMUdict', () => {
    expect(WORD_BANK.filter((w) => cmu[w.word] === undefined).map((w) => w.word)).toEqual([]);
  });

  // One level drawn from a handful of categories would make consecutive rounds feel the same.
  it('spreads each level over at least 8 categories', () => {
    for (const level of LEVELS) {
      const categories = new Set(WORD_BANK.filter((w) => w.level === level).map((w) => w.category));
      expect(categories.size, `level ${level}`).toBeGreaterThanOrEqual(8);
    }
  });
});

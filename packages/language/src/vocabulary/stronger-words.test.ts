import { describe, expect, it } from 'vitest';
import { cefrIndex, cefrOfRank } from './cefr.ts';
import { lemmaOf } from './lemma.ts';
import { BASIC_WORDS, STRONG_ADJECTIVES } from './stronger-words.ts';

const banded = (word: string) => {
  const { rank } = lemmaOf(word);
  return rank === undefined ? null : cefrOfRank(rank);
};
const singleWords = (list: { word: string; cefr: string }[]) => list.filter((s) => !/[ -]/.test(s.word));

describe('the stronger-words table', () => {
  it("gives every single-word suggestion the level of the frequency bands, as the learner's own words get", () => {
    const all = [...Object.values(BASIC_WORDS).flatMap((b) => b.suggestions), ...Object.values(STRONG_ADJECTIVES).flat()];
    const mismatches = singleWords(all)
      .filter((s) => banded(s.word) !== s.cefr)
      .map((s) => `${s.word}: table ${s.cefr}, bands ${banded(s.word)}`);
    expect(mismatches).toEqual([]);
  });

  it('suggests only words above the basic word it replaces', () => {
    for (const [word, entry] of Object.entries(BASIC_WORDS)) {
      const basic = banded(word.split(' ').pop()!);
      expect(basic, word).toBe('A1');
      for (const suggestion of entry.suggestions)
        expect(cefrIndex(suggestion.cefr), `${word} → ${suggestion.word}`).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS, cefrIndex, cefrOfRank, type Cefr } from './cefr.ts';
import { lemmaOf } from './lemma.ts';

/**
 * Words whose usual teaching level we are fairly sure of (our judgement, informed by learner dictionaries; no CEFR
 * list ships in npm): the yardstick the band cut-offs were set against. docs/language/vocabulary.md reports the fit.
 */
const REFERENCE: Record<Cefr, string> = {
  A1: 'apple banana bread cheese coffee kitchen bedroom weather weekend hobby breakfast dinner homework sandwich museum beach brother sister market friend city country family school teacher student hospital shop swim',
  A2: 'journey vacation luggage passenger cheap expensive invite borrow neighbor recipe dessert cousin festival exhibition traffic pollution wildlife excellent delicious',
  B1: 'environment fascinating exhausted delighted furious confident enormous essential opportunity improve challenge experience',
  B2: 'significant crucial substantial perspective nevertheless tremendous furthermore controversy inevitable ambitious sophisticated',
  C1: 'meticulous consequently hypothesis ubiquitous notwithstanding scrutiny albeit paramount elusive',
  C2: 'quintessential obfuscate perfunctory ineffable vicissitude',
};

const banded = (word: string) => cefrOfRank(lemmaOf(word).rank ?? Number.POSITIVE_INFINITY);

describe('CEFR bands from spoken frequency', () => {
  it('cuts ranks at 1,500 / 3,000 / 6,000 / 12,000 / 24,000', () => {
    expect([1, 1_500, 1_501, 3_000, 3_001, 6_001, 12_001, 24_000, 24_001].map(cefrOfRank)).toEqual([
      'A1',
      'A1',
      'A2',
      'A2',
      'B1',
      'B2',
      'C1',
      'C1',
      'C2',
    ]);
  });

  it('rates inflected forms by their base word and contractions by their head', () => {
    expect(lemmaOf('went').lemma).toBe('go');
    expect(lemmaOf('things').lemma).toBe('thing');
    expect(lemmaOf("don't").lemma).toBe('do');
    expect(lemmaOf("can't").lemma).toBe('can');
    expect(lemmaOf('amazing').lemma).toBe('amazing');
    expect(lemmaOf('pleased').lemma).toBe('pleased');
    expect(banded('achieved')).toBe(banded('achieve'));
  });

  it('puts the reference words within one level of where we expect them, in rising order', () => {
    const rows = Object.entries(REFERENCE).flatMap(([level, words]) =>
      words.split(' ').map((word) => ({ word, expected: level as Cefr, got: banded(word) })),
    );
    const exact = rows.filter((r) => r.got === r.expected).length / rows.length;
    const withinOne = rows.filter((r) => Math.abs(cefrIndex(r.got) - cefrIndex(r.expected)) <= 1).length / rows.length;
    expect(exact).toBeGreaterThanOrEqual(0.55);
    expect(withinOne).toBeGreaterThanOrEqual(0.9);
    const meanBand = CEFR_LEVELS.map((level) => {
      const mine = rows.filter((r) => r.expected === level);
      return mine.reduce((sum, r) => sum + cefrIndex(r.got), 0) / mine.length;
    });
    expect(meanBand).toEqual(meanBand.toSorted((a, b) => a - b));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrammarChecker } from './grammar-checker.ts';
import { DEVELOPMENT_SET, HELD_OUT_SET, SPEECH_SET } from '../../test/fixtures/grammar/labelled-sets.ts';
import { measureGrammar, type Measurement } from './grammar-quality.ts';
import type { GrammarChecker } from './grammar.types.ts';

describe('grammar checker (real harper)', () => {
  let checker: GrammarChecker;
  beforeAll(async () => {
    checker = await createGrammarChecker();
  });
  afterAll(() => checker.close());

  it('answers per sentence in order, with harper and rule findings on the wrong words', async () => {
    const sentences = ['she have two cats', 'i am agree with you', 'we went to the beach last summer', ''];
    const [cats, agree, beach, empty] = await checker.check(sentences);
    expect(cats?.map((f) => [sentences[0]!.slice(f.span.start, f.span.end), f.source, f.correctedSentence])).toEqual([
      ['have', 'harper', 'she has two cats'],
    ]);
    expect(cats?.[0]?.category).toBe('third-person-s');
    expect(agree?.map((f) => [f.category, f.correctedSentence, f.source])).toEqual([
      ['be-plus-verb', 'i agree with you', 'rules'],
    ]);
    expect(beach).toEqual([]);
    expect(empty).toEqual([]);
  });

  it('drops harper noise a transcript would trigger: capitals, spelling of names, punctuation', async () => {
    const [findings] = await checker.check(['we flew to paris with john and i speak english every day']);
    expect(findings).toEqual([]);
  });
});

describe('grammar quality on the labelled sets', () => {
  let development: Measurement;
  let heldOut: Measurement;
  let speech: Measurement;
  beforeAll(async () => {
    [development, heldOut, speech] = (await measureGrammar([DEVELOPMENT_SET, HELD_OUT_SET, SPEECH_SET])) as [
      Measurement,
      Measurement,
      Measurement,
    ];
  }, 60_000);

  it('keeps precision high and above recall on the development set', () => {
    expect(development.combined.precision).toBeGreaterThanOrEqual(0.98);
    expect(development.combined.recall).toBeGreaterThanOrEqual(0.95);
    expect(development.combined.falseAlarmRate).toBeLessThanOrEqual(0.02);
    expect(development.combined.precision).toBeGreaterThan(development.combined.recall);
  });

  it('holds on the held-out sets the rules were not built on', () => {
    for (const set of [heldOut, speech]) {
      expect(set.combined.precision).toBeGreaterThanOrEqual(0.95);
      expect(set.combined.recall).toBeGreaterThanOrEqual(0.85);
      expect(set.combined.falseAlarmRate).toBeLessThanOrEqual(0.02);
      expect(set.combined.precision).toBeGreaterThan(set.combined.recall);
    }
  });

  it('adds recall to harper alone without losing its precision', () => {
    expect(development.harperOnly.precision).toBeGreaterThanOrEqual(0.95);
    expect(development.combined.recall).toBeGreaterThan(development.harperOnly.recall + 0.5);
    expect(speech.combined.recall).toBeGreaterThan(speech.harperOnly.recall + 0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { OPTIONAL_RULES } from './variant-rules.ts';
import { dictionaryKey, MAX_VARIANTS, pronunciationsOf, variantsOf } from './variants.ts';

const rules = (word: string) => variantsOf(word)?.variants.map((v) => v.rule);

describe('variantsOf', () => {
  it('gives the CMU phones and the learner variants with the rule and what the learner reads', () => {
    const three = variantsOf('Three,');
    expect(three?.word).toBe('three');
    expect(three?.canonical).toEqual([['TH', 'R', 'IY1']]);
    expect(three?.variants[0]).toEqual({
      rule: 'th-t',
      kind: 'consonant',
      prior: expect.any(Number),
      phones: ['T', 'R', 'IY1'],
      description: "'th' (as in think) said as 't'",
    });
    expect(rules('three')).toEqual(['th-t', 'th-s', 'r-l', 'iy-ih']);
    expect(rules('very')).toEqual(['v-w', 'v-b', 'r-l']);
    expect(variantsOf('ship')?.variants.find((v) => v.rule === 'ih-iy')?.description).toBe(
      "short 'i' (as in ship) said as long 'ee'",
    );
    expect(variantsOf('good')?.variants.find((v) => v.rule === 'final-drop')).toMatchObject({
      phones: ['G', 'UH1'],
      description: "final 'd' left out",
    });
  });

  it('caps the variants, keeps every dictionary pronunciation as right and never offers one as a variant', () => {
    for (const word of ['the', 'live', 'read', 'everything', 'through', 'world']) {
      const entry = variantsOf(word)!;
      expect(entry.variants.length).toBeLessThanOrEqual(MAX_VARIANTS);
      const right = new Set(entry.canonical.map((p) => p.join(' ')));
      for (const v of entry.variants) expect(right.has(v.phones.join(' '))).toBe(false);
    }
    expect(variantsOf('live')?.canonical).toHaveLength(2);
  });

  it('spares what native speech reduces: function words keep consonant rules only, unstressed and r-coloured vowels are not checked', () => {
    expect(rules('the')).toEqual(['dh-d']);
    expect(rules('you')).toEqual([]);
    expect(rules('had')).toEqual([]);
    expect(rules('happy')).toEqual(['ae-eh']);
    expect(rules('here')).toEqual(['r-l']);
    expect(rules("don't")).toEqual([]);
  });

  it('drops a final stop or fricative after a vowel only, never the last of a cluster', () => {
    expect(rules('bag')).toContain('final-drop');
    expect(rules('want')).not.toContain('final-drop');
    expect(rules('school')).not.toContain('final-drop');
  });

  it('takes optional rules when asked', () => {
    expect(variantsOf('school', { rules: OPTIONAL_RULES })?.variants).toEqual([
      expect.objectContaining({ rule: 'epenthesis-s', phones: ['EH0', 'S', 'K', 'UW1', 'L'] }),
    ]);
    expect(variantsOf('mother', { rules: OPTIONAL_RULES })?.variants.map((v) => v.rule)).toEqual(['dh-z']);
  });

  it('skips words the dictionary does not list, and recogniser tokens', () => {
    expect(variantsOf('xyzzyq')).toBeNull();
    expect(variantsOf('<sil>')).toBeNull();
    expect(variantsOf('[NOISE]')).toBeNull();
    expect(dictionaryKey('the(2)')).toBe('the');
    expect(pronunciationsOf('the')).toHaveLength(3);
  });
});

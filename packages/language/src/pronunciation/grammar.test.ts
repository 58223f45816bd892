import { describe, expect, it } from 'vitest';
import { buildGrammar } from './grammar.ts';
import { variantsOf } from './variants.ts';

describe('buildGrammar', () => {
  it('offers each word as its right and wrong pronunciations, in order, with unique dictionary keys', () => {
    const grammar = buildGrammar(['the', 'three', 'things', 'three'].map((w) => variantsOf(w)!));
    const [, , rule] = grammar.jsgf.split('\n');
    expect(rule).toMatch(/^public <segment> = \( \/1\/ the \| \/1\/ the_alt2 \| \/1\/ the_alt3 \| \/0\.001\/ the_dh-d \) /);
    expect(rule).toContain('( /1/ three | /0.001/ three_th-t | /0.001/ three_th-s | /0.001/ three_r-l | /1e-7/ three_iy-ih )');
    const slots = rule!.match(/\(/g);
    expect(slots).toHaveLength(4);
    const lines = grammar.dictionary.trim().split('\n');
    expect(new Set(lines.map((l) => l.split(' ')[0])).size).toBe(lines.length);
    expect(lines).toContain('three_th-t T R IY');
    expect(lines).toContain('the_alt3 DH IY');
    expect(grammar.alternatives.get('three_th-t')).toMatchObject({ word: 'three', variant: { rule: 'th-t' } });
    expect(grammar.alternatives.get('three')).toEqual({ word: 'three', phones: ['TH', 'R', 'IY1'] });
  });

  it('numbers a rule that fires at two places in one word', () => {
    const grammar = buildGrammar([variantsOf('rarer')!]);
    expect(grammar.dictionary).toContain('rarer_r-l L EH R ER');
    expect(grammar.dictionary).toContain('rarer_r-l.2 R EH L ER');
  });

  it('refuses an empty segment', () => {
    expect(() => buildGrammar([])).toThrow();
  });
});

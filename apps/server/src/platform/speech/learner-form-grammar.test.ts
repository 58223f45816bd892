import { describe, expect, it } from 'vitest';
import { learnerFormGrammar, LEARNER_FORM_PRIOR, standardRivals } from './learner-form-grammar.ts';
import type { TimedWord } from './port.ts';

const heard = (text: string, forms: Record<string, string> = {}): TimedWord[] =>
  text.split(' ').map((w, i) => ({
    word: w,
    start: 1 + i * 0.5,
    end: 1 + i * 0.5 + 0.4,
    confidence: 0.9,
    ...(forms[w] ? { learnerFormOf: forms[w] } : {}),
  }));

describe('learner-form grammar', () => {
  it('sets a form against the word it stood for and the stems it sounds like', () => {
    expect(standardRivals('goed', 'went')).toEqual(expect.arrayContaining(['went', 'go']));
    expect(standardRivals('childs', 'children')).toEqual(expect.arrayContaining(['children', 'child']));
    expect(standardRivals('have', 'has')).toEqual(['has']);
  });

  it('aligns the form between its neighbours, weighed down against the standard words', () => {
    const grammar = learnerFormGrammar(heard('i goed to the gym', { goed: 'went' }), 1)!;
    expect(grammar.jsgf).toContain(`/${LEARNER_FORM_PRIOR}/ said_goed`);
    expect(grammar.jsgf).toMatch(/\( prev_i[^)]*\) \(.*\/1\/ std_go.*\) \( next_to/);
    expect(grammar.dictionary).toContain('said_goed G OW D');
    // From halfway before "i"'s start (no word before it: 0.15 s of padding) to halfway into the gap after "to".
    expect(grammar.start).toBeCloseTo(0.85);
    expect(grammar.end).toBeCloseTo((2.4 + 2.5) / 2);
  });

  it('has nothing to check on a standard word', () => {
    expect(learnerFormGrammar(heard('i went to the gym'), 1)).toBeNull();
  });
});

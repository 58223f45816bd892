import { describe, expect, it } from 'vitest';
import { LEARNER_FORM_PRIOR } from './learner-form-rivals.ts';
import type { TimedWord } from './port.ts';
import { choicesFor, RIVAL_PRIOR, rivalGrammar } from './rival-grammar.ts';

/** Recognised words half a second apart from 1 s on, confident, with the learner forms named (`{ goed: 'went' }`). */
const heardWords = (text: string, forms: Record<string, string> = {}): TimedWord[] =>
  text.split(' ').map((w, i) => ({
    word: w,
    start: 1 + i * 0.5,
    end: 1 + i * 0.5 + 0.4,
    confidence: 0.9,
    ...(forms[w] ? { learnerFormOf: forms[w] } : {}),
  }));

const words = (choices: { word: string }[]) => choices.map((c) => c.word);

describe('choicesFor', () => {
  it('favours the recognised word over the forms a learner may have said', () => {
    const [recognised, ...rivals] = choicesFor(heardWords('goes')[0]!);
    expect(recognised).toEqual({ word: 'goes', standard: true, prior: 1 });
    expect(words(rivals)).toEqual(expect.arrayContaining(['go', 'went', 'going']));
    expect(rivals.find((c) => c.word === 'go')).toMatchObject({ standard: false, prior: RIVAL_PRIOR });
    // Not a learner form: the recogniser had "goed" in its vocabulary and did not write it.
    expect(words(rivals)).not.toContain('goed');
  });

  it('sets a recognised learner form against the standard words it could be, which are favoured', () => {
    const choices = choicesFor(heardWords('goed', { goed: 'went' })[0]!);
    expect(choices.filter((c) => c.standard).map((c) => c.word)).toEqual(expect.arrayContaining(['went', 'go']));
    expect(choices.at(-1)).toEqual({ word: 'goed', standard: false, prior: LEARNER_FORM_PRIOR });
  });

  it('keeps only rivals the dictionary can pronounce, and nothing for an article', () => {
    expect(words(choicesFor(heardWords('swim')[0]!))).not.toContain('swimed');
    expect(words(choicesFor(heardWords('the')[0]!))).toEqual(['the', '']);
  });
});

describe('rivalGrammar', () => {
  it('follows the line and offers weighted rivals where learner errors live', () => {
    const grammar = rivalGrammar(heardWords('she goes to the gym'), {})!;
    expect(grammar.jsgf).toMatch(/^#JSGF V1\.0;\ngrammar rivals;\npublic <s> = w0_0 \( \/1\/ w1_0 \| \/[\d.e-]+\/ w1_1 /);
    expect(grammar.jsgf).toContain(`/${RIVAL_PRIOR}/ w1_1 `);
    expect(grammar.jsgf).toContain(`/${RIVAL_PRIOR}/ <NULL>`);
    expect(grammar.dictionary).toContain('w0_0 SH IY\n');
    expect(grammar.keys.get('w1_1')).toEqual({ index: 1, choice: { word: 'go', standard: false, prior: RIVAL_PRIOR } });
    // 0.15 s of padding where no word is near.
    expect(grammar.start).toBeCloseTo(0.85);
    expect(grammar.end).toBeCloseTo(3.55);
  });

  it('stops the clip halfway to the words outside the line', () => {
    const [before, ...line] = heardWords('so she goes');
    const grammar = rivalGrammar(line, { before })!;
    expect(grammar.start).toBeCloseTo((1.4 + 1.5) / 2);
  });

  it('leaves out a rival whose only difference is an ending the next word swallows ("goed to" sounds like "go to")', () => {
    const offered = (text: string, forms: Record<string, string> = {}) => {
      const grammar = rivalGrammar(heardWords(text, forms), {});
      return grammar ? [...grammar.keys.values()].filter((k) => k.index === 1).map((k) => k.choice.word) : [];
    };
    expect(offered('i goed to', { goed: 'went' })).not.toContain('goed');
    expect(offered('i goed home', { goed: 'went' })).toContain('goed');
    expect(offered('not like coffee')).not.toContain('liked');
    expect(offered('not like music')).toContain('liked');
    expect(offered('she likes sugar')).not.toContain('like');
  });

  it('has nothing to align in a line without rivals, or with a word it cannot pronounce', () => {
    expect(rivalGrammar(heardWords('to yesterday'), {})).toBeNull();
    expect(rivalGrammar(heardWords('she goes zzxq'), {})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkWithRules } from './rules/rule-layer.ts';

const fix = (sentence: string) => checkWithRules(sentence).map((f) => [f.category, f.correctedSentence]);

describe('learner rules', () => {
  it.each([
    ['my brother live in london', 'third-person-s', 'my brother lives in london'],
    ['i can to swim very well', 'modal-verb', 'i can swim very well'],
    ['did you went to the party', 'do-support', 'did you go to the party'],
    ['he not like coffee', 'do-support', "he doesn't like coffee"],
    ['i am agree with you', 'be-plus-verb', 'i agree with you'],
    ['i have went there many times', 'past-participle', 'i have gone there many times'],
    ['i buyed a new car last month', 'irregular-past', 'i bought a new car last month'],
    ['i enjoy to swim in the sea', 'gerund-infinitive', 'i enjoy swimming in the sea'],
    ['it depends of the weather', 'preposition', 'it depends on the weather'],
    ['i am student at the university', 'article-missing', 'i am a student at the university'],
    ['i like to play the football', 'article-extra', 'i like to play football'],
    ['she is an university student', 'a-an', 'she is a university student'],
    ['we waited for a hour', 'a-an', 'we waited for an hour'],
    ['i need more informations', 'countability', 'i need more information'],
    ['she has two childs', 'plural-form', 'she has two children'],
    ['always i go to work by bus', 'word-order', 'i always go to work by bus'],
    ['my house is more big than yours', 'comparative', 'my house is bigger than yours'],
    ['she is the most tall girl in the class', 'superlative', 'she is the tallest girl in the class'],
    ['he hurt hisself', 'pronoun', 'he hurt himself'],
    ["i don't have nothing to do", 'double-negative', "i don't have anything to do"],
    ['where you live', 'question-formation', 'where do you live'],
    ['i have lived here since five years', 'since-for', 'i have lived here for five years'],
    ['i live here since 2015', 'present-perfect', 'i have lived here since 2015'],
    ['i work here since twenty nineteen', 'present-perfect', 'i have worked here since twenty nineteen'],
    ['she did a mistake', 'make-do', 'she made a mistake'],
    ['he said me the truth', 'say-tell', 'he told me the truth'],
    ['there is many people in the room', 'there-be', 'there are many people in the room'],
    ['how much people came', 'much-many', 'how many people came'],
    ['i have a little friends here', 'few-little', 'i have a few friends here'],
    ['this is my friend car', 'possessive', "this is my friend's car"],
    ['if i will see him i will tell him', 'conditional', 'if i see him i will tell him'],
    ['yesterday i go to the cinema', 'past-tense', 'yesterday i went to the cinema'],
    ['i want to went home', 'verb-form', 'i want to go home'],
    ['i am knowing the answer', 'continuous-form', 'i know the answer'],
    ['you can to park here', 'modal-verb', 'you can park here'],
    ['the window was broke by the kids', 'past-participle', 'the window was broken by the kids'],
    ['if i would know the answer i would tell you', 'conditional', 'if i knew the answer i would tell you'],
  ])('%s → %s', (sentence, category, corrected) => {
    expect(fix(sentence)).toContainEqual([category, corrected]);
  });

  it.each([
    'she is married with two children',
    'usually i get up at seven',
    "i don't know if he will come",
    'where you live is not important',
    'the will to live is strong',
    'i bought a can of beans',
    'a two year old boy was crying',
    'make the most of your time',
    'she plays the guitar very well',
    'i was broke last month',
    'he told that story again',
    'never have i seen such a thing',
    'the news is good today',
    'the united states is a big country',
    "i didn't say no to him",
    'if i were rich i would travel the world',
    'my wife and i are teachers',
    'i go to bed at ten',
    'we flew to paris with john and i speak english every day',
    'i would like a coffee and if i have time i will stay',
    'i think i have lived here since 2010',
    "my parents' house is in the country",
    'there is reason to believe him',
  ])('leaves "%s" alone', (sentence) => {
    expect(checkWithRules(sentence)).toEqual([]);
  });

  it('reads past recogniser markup without moving offsets', () => {
    const [finding] = checkWithRules('<sil> he go [NOISE] to school');
    expect(finding?.span).toEqual({ start: 9, end: 11 });
    expect(finding?.correctedSentence).toBe('<sil> he goes [NOISE] to school');
  });

  it('gives offsets into the sentence it was given', () => {
    const [finding] = checkWithRules('i work and he go to school');
    expect(finding?.span).toEqual({ start: 14, end: 16 });
    expect(finding?.source).toBe('rules');
  });
});

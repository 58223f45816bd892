import type { Cefr } from './cefr.ts';

export interface Suggestion {
  word: string;
  cefr: Cefr;
}

export interface BasicWord {
  /** What is counted, as spoken: single words or short phrases ("a lot"). */
  forms: string[];
  suggestions: Suggestion[];
  comment: string;
  /** Counts the base form itself only after one of these words (for "like": only the verb; "likes" always counts). */
  after?: ReadonlySet<string>;
}

const s = (word: string, cefr: Cefr): Suggestion => ({ word, cefr });

/** Words before "like" that make it the verb (I like, would like, don't like), not a filler or "looks like". */
const LIKE_AS_VERB_AFTER = new Set([
  'i',
  'you',
  'we',
  'they',
  "i'd",
  "you'd",
  "we'd",
  "they'd",
  'would',
  'to',
  'do',
  "don't",
  'did',
  "didn't",
  'really',
  'also',
  'always',
  'still',
  'never',
]);

/**
 * Basic words learners lean on, with stronger words to reach for, chosen for Parley. A word's level is the one our
 * frequency bands give it (the tests hold the table to that, so a suggestion reads the same as the learner's own words);
 * phrases carry our judgement. Every suggestion sits above the basic word's A1. Keys are the base forms.
 */
export const BASIC_WORDS: Record<string, BasicWord> = {
  good: {
    forms: ['good'],
    suggestions: [s('impressive', 'A2'), s('outstanding', 'B1'), s('superb', 'B2'), s('beneficial', 'C1')],
    comment: '"Good" says little: name the quality you mean (impressive work, a beneficial change).',
  },
  nice: {
    forms: ['nice'],
    suggestions: [s('pleasant', 'A2'), s('charming', 'A2'), s('delightful', 'B1')],
    comment: '"Nice" is vague: say what made it pleasant, or pick a more vivid word.',
  },
  great: {
    forms: ['great'],
    suggestions: [s('fantastic', 'A2'), s('terrific', 'A2'), s('remarkable', 'B1'), s('tremendous', 'B1')],
    comment: 'Vary "great" with a word that carries more colour.',
  },
  bad: {
    forms: ['bad'],
    suggestions: [s('disappointing', 'B1'), s('dreadful', 'B1'), s('unpleasant', 'B2')],
    comment: '"Bad" is very general: say how it was bad.',
  },
  big: {
    forms: ['big', 'bigger', 'biggest'],
    suggestions: [s('enormous', 'B1'), s('massive', 'B1'), s('vast', 'B2'), s('immense', 'C1')],
    comment: 'Try a size word with more force than "big".',
  },
  small: {
    forms: ['small'],
    suggestions: [s('tiny', 'A2'), s('minor', 'B1'), s('slight', 'B1')],
    comment: '"Small" fits everything: "tiny" for size, "minor" or "slight" for problems and changes.',
  },
  very: {
    forms: ['very'],
    suggestions: [s('extremely', 'A2'), s('particularly', 'A2'), s('incredibly', 'B1'), s('remarkably', 'B2')],
    comment: 'Many "very"s flatten speech: use one strong adjective (very tired → exhausted) or another intensifier.',
  },
  thing: {
    forms: ['thing', 'things'],
    suggestions: [s('detail', 'A2'), s('issue', 'A2'), s('factor', 'B1'), s('aspect', 'B2')],
    comment: 'Name the thing: a detail, an issue, a factor, an aspect…',
  },
  stuff: {
    forms: ['stuff'],
    suggestions: [s('equipment', 'A2'), s('material', 'A2'), s('gear', 'B1'), s('belongings', 'B2')],
    comment: '"Stuff" is informal and vague: say what it is.',
  },
  'a lot': {
    forms: ['a lot', 'lots'],
    suggestions: [s('plenty of', 'B1'), s('numerous', 'B2'), s('countless', 'B2'), s('a great deal of', 'B2')],
    comment: 'Vary "a lot (of)": plenty of, numerous and countless things, a great deal of time.',
  },
  get: {
    forms: ['get', 'gets', 'got', 'gotten', 'getting'],
    suggestions: [s('receive', 'A2'), s('arrive', 'A2'), s('obtain', 'B2'), s('acquire', 'B2')],
    comment:
      '"Get" has many meanings; the precise verb is stronger: get a letter → receive, get there → arrive, get a visa → obtain.',
  },
  say: {
    forms: ['say', 'says', 'said', 'saying'],
    suggestions: [s('suggest', 'A2'), s('claim', 'A2'), s('point out', 'B1'), s('remark', 'B2')],
    comment: 'Reporting verbs tell how something was said: suggest, claim, point out, remark.',
  },
  like: {
    forms: ['like', 'likes', 'liked'],
    suggestions: [s('adore', 'B1'), s('be keen on', 'B1'), s('be fond of', 'B1'), s('cherish', 'B2')],
    comment: 'Vary "like": be keen on, be fond of, adore, cherish.',
    after: LIKE_AS_VERB_AFTER,
  },
  want: {
    forms: ['want', 'wants', 'wanted'],
    suggestions: [s('intend', 'A2'), s('desire', 'A2'), s('aim', 'B1'), s('be eager to', 'B1')],
    comment: 'Vary "want": intend to, aim to, be eager to.',
  },
  think: {
    forms: ['think', 'thinks'],
    suggestions: [s('assume', 'A2'), s('reckon', 'B1'), s('in my view', 'B1'), s("I'm convinced", 'B2')],
    comment: '"I think" before every opinion weakens it: vary with in my view, I reckon, I\'m convinced that.',
  },
  happy: {
    forms: ['happy'],
    suggestions: [s('pleased', 'A2'), s('delighted', 'B1'), s('thrilled', 'B1'), s('overjoyed', 'C1')],
    comment: 'Show how happy: pleased, delighted, thrilled.',
  },
  sad: {
    forms: ['sad'],
    suggestions: [s('miserable', 'A2'), s('unhappy', 'B1'), s('devastated', 'B2'), s('heartbroken', 'C1')],
    comment: 'Show how sad: miserable, devastated, heartbroken.',
  },
  interesting: {
    forms: ['interesting'],
    suggestions: [s('fascinating', 'B1'), s('intriguing', 'B2'), s('compelling', 'C1'), s('thought-provoking', 'C1')],
    comment: '"Interesting" is expected; say why it held your attention.',
  },
  beautiful: {
    forms: ['beautiful'],
    suggestions: [s('gorgeous', 'A2'), s('magnificent', 'B1'), s('stunning', 'B2'), s('breathtaking', 'C1')],
    comment: 'Vary "beautiful": gorgeous, magnificent, stunning, breathtaking for views.',
  },
  important: {
    forms: ['important'],
    suggestions: [s('vital', 'B1'), s('significant', 'B1'), s('essential', 'B2'), s('crucial', 'B2')],
    comment: 'Vary "important": vital, significant, essential, crucial.',
  },
  difficult: {
    forms: ['difficult'],
    suggestions: [s('complicated', 'A2'), s('tricky', 'B1'), s('complex', 'B1'), s('challenging', 'A2')],
    comment: 'Vary "difficult": complicated, tricky, complex, challenging.',
  },
  easy: {
    forms: ['easy'],
    suggestions: [s('straightforward', 'B2'), s('effortless', 'C2')],
    comment: 'Vary "easy": straightforward, effortless.',
  },
  funny: {
    forms: ['funny'],
    suggestions: [s('amusing', 'B1'), s('hilarious', 'B2'), s('witty', 'B2')],
    comment: 'Show how funny: amusing, hilarious, witty.',
  },
};

/** Intensifiers that a strong adjective can replace together with the word after them. */
export const INTENSIFIERS = new Set(['very', 'really']);

/** very + adjective → one strong adjective, at the level our bands give it (natural, if not always rarer). */
export const STRONG_ADJECTIVES: Record<string, Suggestion[]> = {
  big: [s('huge', 'A1'), s('enormous', 'B1')],
  large: [s('huge', 'A1'), s('enormous', 'B1')],
  small: [s('tiny', 'A2')],
  good: [s('excellent', 'A1'), s('superb', 'B2')],
  bad: [s('terrible', 'A1'), s('awful', 'A1'), s('dreadful', 'B1')],
  nice: [s('lovely', 'A1'), s('delightful', 'B1')],
  tasty: [s('delicious', 'A2')],
  tired: [s('exhausted', 'B1')],
  happy: [s('delighted', 'B1'), s('thrilled', 'B1')],
  excited: [s('thrilled', 'B1')],
  hungry: [s('starving', 'A2')],
  cold: [s('freezing', 'A2')],
  hot: [s('boiling', 'B2')],
  angry: [s('furious', 'B2')],
  scared: [s('terrified', 'B1')],
  afraid: [s('terrified', 'B1')],
  important: [s('essential', 'B2'), s('crucial', 'B2')],
  interesting: [s('fascinating', 'B1')],
  beautiful: [s('gorgeous', 'A2'), s('stunning', 'B2')],
  pretty: [s('gorgeous', 'A2')],
  surprised: [s('amazed', 'B2'), s('astonished', 'C1')],
  sad: [s('miserable', 'A2'), s('devastated', 'B2')],
  funny: [s('hilarious', 'B2')],
  dirty: [s('filthy', 'B1')],
  old: [s('ancient', 'A2')],
  quiet: [s('silent', 'A2')],
  clever: [s('brilliant', 'A2')],
  smart: [s('brilliant', 'A2')],
  busy: [s('hectic', 'C1')],
  full: [s('crowded', 'A2')],
  ugly: [s('hideous', 'B2')],
  clean: [s('spotless', 'C1')],
};

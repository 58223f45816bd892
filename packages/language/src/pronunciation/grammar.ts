import { bare } from './phones.ts';
import type { Variant, WordPronunciations } from './variants.ts';

/** What the aligner's choice of a dictionary key means: the word it stands for, and the variant when it is one. */
export interface Alternative {
  word: string;
  phones: string[];
  variant?: Variant;
}

export interface AlignmentGrammar {
  jsgf: string;
  dictionary: string;
  alternatives: ReadonlyMap<string, Alternative>;
}

/** Dictionary keys unique per pronunciation: "three", "three_alt2", "three_th-t" (".2" when a rule fires twice). */
function keysOf(entry: WordPronunciations): [string, Alternative][] {
  const canonical = entry.canonical.map((phones, i): [string, Alternative] => [
    i === 0 ? entry.word : `${entry.word}_alt${i + 1}`,
    { word: entry.word, phones },
  ]);
  const taken = new Map<string, number>();
  const variants = entry.variants.map((variant): [string, Alternative] => {
    const n = (taken.get(variant.rule) ?? 0) + 1;
    taken.set(variant.rule, n);
    const key = `${entry.word}_${variant.rule}${n === 1 ? '' : `.${n}`}`;
    return [key, { word: entry.word, phones: variant.phones, variant }];
  });
  return [...canonical, ...variants];
}

/**
 * A grammar that accepts the segment's words in order, each as any of its right or typical wrong pronunciations, and
 * the dictionary that spells every choice in CMU phones (without stress, as pocketsphinx's acoustic model wants).
 */
export function buildGrammar(words: readonly WordPronunciations[]): AlignmentGrammar {
  if (words.length === 0) throw new Error('A grammar needs at least one word');
  const alternatives = new Map<string, Alternative>();
  const slots = words.map((entry) => {
    const keyed = keysOf(entry);
    for (const [key, alternative] of keyed) alternatives.set(key, alternative);
    const choices = keyed.map(([key, { variant }]) => (variant ? `/${variant.prior}/ ${key}` : `/1/ ${key}`));
    return `( ${choices.join(' | ')} )`;
  });
  const jsgf = `#JSGF V1.0;\ngrammar segment;\npublic <segment> = ${slots.join(' ')};\n`;
  const dictionary = [...alternatives].map(([key, { phones }]) => `${key} ${phones.map(bare).join(' ')}`).join('\n');
  return { jsgf, dictionary: `${dictionary}\n`, alternatives };
}

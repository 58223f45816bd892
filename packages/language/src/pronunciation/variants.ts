import { dictionary } from 'cmu-pronouncing-dictionary';
import { FUNCTION_WORDS } from './function-words.ts';
import { DEFAULT_RULES, type VariantRule } from './variant-rules.ts';

export interface Variant {
  rule: string;
  kind: VariantRule['kind'];
  prior: number;
  description: string;
  phones: string[];
}

export interface WordPronunciations {
  word: string;
  /** The dictionary's pronunciations, the usual one first; any of them counts as right. */
  canonical: string[][];
  variants: Variant[];
}

/** Per word, so a sentence's grammar stays small enough to decode in a fraction of its duration. */
export const MAX_VARIANTS = 4;
const MAX_CANONICAL = 3;

/**
 * A spoken word as the dictionary keys it: lower case, without the punctuation around it or a recogniser's
 * alternate-pronunciation mark ("the(2)"); empty for a recogniser's filler token ("<sil>", "[NOISE]").
 */
export const dictionaryKey = (word: string): string =>
  /^[<[]/.test(word)
    ? ''
    : word
        .toLowerCase()
        .replace(/\(\d+\)$/, '')
        .replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '');

/** The CMU dictionary's pronunciations of a word ("word", "word(2)", …), or none when it is not listed. */
export function pronunciationsOf(word: string): string[][] {
  const key = dictionaryKey(word);
  const found: string[][] = [];
  for (let n = 1; n <= MAX_CANONICAL; n++) {
    const phones = dictionary[n === 1 ? key : `${key}(${n})`];
    if (!phones) break;
    found.push(phones.split(' '));
  }
  return found;
}

/**
 * A word's right pronunciations and the wrong ones learners typically make, built by the rules from its usual
 * pronunciation; null for words the dictionary does not list. A rule's output that is itself a right pronunciation
 * (or repeats an earlier variant) is left out.
 */
export function variantsOf(
  word: string,
  options: { rules?: readonly VariantRule[]; maxVariants?: number } = {},
): WordPronunciations | null {
  const canonical = pronunciationsOf(word);
  const [usual] = canonical;
  if (!usual) return null;
  const key = dictionaryKey(word);
  const rules = (options.rules ?? DEFAULT_RULES).filter((r) => r.kind === 'consonant' || !FUNCTION_WORDS.has(key));
  const seen = new Set(canonical.map((phones) => phones.join(' ')));
  const variants: Variant[] = [];
  for (const rule of rules) {
    for (const made of rule.apply(usual)) {
      const spelled = made.phones.join(' ');
      if (seen.has(spelled)) continue;
      seen.add(spelled);
      variants.push({ rule: rule.id, kind: rule.kind, prior: rule.prior, ...made });
    }
  }
  return { word: key, canonical, variants: variants.slice(0, options.maxVariants ?? MAX_VARIANTS) };
}

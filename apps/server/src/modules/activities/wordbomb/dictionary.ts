import * as z from 'zod/mini';
import dictionaryJson from './dictionary.json' with { type: 'json' };
import syllablesJson from './syllables.json' with { type: 'json' };

const wordSchema = z.string().check(z.regex(/^[a-z]{3,20}$/));

export const wordBombDictionarySchema = z.object({
  /** How many words at the start of `words` are common (SCOWL sizes 10 and 20): the ones syllables are counted in. */
  common: z.int().check(z.positive()),
  /** Every word the game accepts, the most common first, and shortest first among as common. */
  words: z.array(wordSchema),
});
export type WordBombDictionary = z.infer<typeof wordBombDictionarySchema>;

export const syllableSchema = z.object({
  syllable: z.string().check(z.regex(/^[a-z]{2,3}$/)),
  /** 1 A2 … 4 C1: the fewer common words hold it, the harder it is to answer, and the higher its level. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  common_words: z.int().check(z.positive()),
});
export type Syllable = z.infer<typeof syllableSchema>;

/** Written by scripts/write-word-bomb-dictionary.ts; parsed at load so a bad edit fails at startup, not mid-game. */
const DICTIONARY = wordBombDictionarySchema.parse(dictionaryJson);
export const SYLLABLES: readonly Syllable[] = z.array(syllableSchema).parse(syllablesJson);

const WORDS = new Set(DICTIONARY.words);
export const isWord = (word: string) => WORDS.has(word);
export const DICTIONARY_SIZE = WORDS.size;
export const COMMON_WORDS = DICTIONARY.words.slice(0, DICTIONARY.common);

const withSyllable = new Map<string, readonly string[]>();
/** The dictionary's words that hold the syllable, the most common first. */
export function wordsWith(syllable: string): readonly string[] {
  let found = withSyllable.get(syllable);
  if (!found) {
    found = DICTIONARY.words.filter((word) => word.includes(syllable));
    withSyllable.set(syllable, found);
  }
  return found;
}

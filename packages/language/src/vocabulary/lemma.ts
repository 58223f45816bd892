import lemmatize from 'wink-lemmatizer';
import { frequencyRanks } from './frequency-ranks.ts';

const NEGATED_HEADS: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'be' };
/**
 * An -ed or -ing form this many times rarer than its verb is an adjective of its own (pleased, not please; packed,
 * not pack) and keeps its own rank; a closer one is rated as the verb (decided as decide).
 */
const OWN_WORD_RATIO = 12;

/** The word a contraction is rated by: don't → do, can't → can, we've → we, friend's → friend. */
function headOf(word: string): string {
  if (word.endsWith("n't")) {
    const head = word.slice(0, -3);
    return NEGATED_HEADS[head] ?? head;
  }
  return word.split("'")[0] ?? word;
}

/**
 * The base form a learner knows the word by, with the frequency rank it is rated by: of the word and its noun, verb
 * and adjective lemmas, the most frequent (went → go, things → thing, better → good), except participles used as
 * adjectives (see OWN_WORD_RATIO). Undefined rank: a form SUBTLEX does not hold (a name, a misrecognition).
 */
export function lemmaOf(word: string): { lemma: string; rank: number | undefined } {
  const ranks = frequencyRanks();
  const head = headOf(word);
  const own = ranks.get(head);
  let best: { lemma: string; rank: number | undefined } = { lemma: head, rank: own };
  const participle = /(ed|ing)$/.test(head);
  for (const lemma of [lemmatize.verb(head), lemmatize.noun(head), lemmatize.adjective(head)]) {
    const rank = ranks.get(lemma);
    if (rank === undefined || (best.rank !== undefined && rank >= best.rank)) continue;
    if (participle && own !== undefined && own > rank * OWN_WORD_RATIO) continue;
    best = { lemma, rank };
  }
  return best;
}

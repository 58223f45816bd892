import type { SpokenWord } from './spoken-words.ts';
import { BASIC_WORDS, INTENSIFIERS, STRONG_ADJECTIVES, type Suggestion } from './stronger-words.ts';

/** A basic word counts as overused from this many uses in one recording. */
export const OVERUSE_MIN_COUNT = 3;

export interface Occurrence {
  wordIdx: number[];
  start: number;
  end: number;
}

export interface WordChoice {
  kind: 'overused' | 'intensifier';
  /** The base word ("good") or the phrase said ("very tired"). */
  word: string;
  occurrences: Occurrence[];
  suggestions: Suggestion[];
  comment: string;
}

const occurrence = (run: SpokenWord[]): Occurrence => ({
  wordIdx: run.map((w) => w.idx),
  start: run[0]!.start,
  end: run[run.length - 1]!.end,
});

/** Each basic word's forms as word lists, split once. */
const FORMS = Object.entries(BASIC_WORDS).map(([base, entry]) => ({ base, entry, forms: entry.forms.map((f) => f.split(' ')) }));

/** Where a form (one word or a short phrase) was said; `after` limits the base form to places after one of its words. */
function occurrencesOf(words: SpokenWord[], base: string, forms: string[][], after?: ReadonlySet<string>): Occurrence[] {
  const found: Occurrence[] = [];
  for (let i = 0; i < words.length; i++) {
    const parts = forms.find((p) => p.every((part, k) => words[i + k]?.text === part));
    if (!parts) continue;
    if (after && parts.join(' ') === base && !after.has(words[i - 1]?.text ?? '')) continue;
    found.push(occurrence(words.slice(i, i + parts.length)));
  }
  return found;
}

function intensified(words: SpokenWord[]): WordChoice[] {
  const byPhrase = new Map<string, WordChoice>();
  words.forEach((w, i) => {
    const next = words[i + 1];
    const suggestions = next && INTENSIFIERS.has(w.text) ? STRONG_ADJECTIVES[next.text] : undefined;
    if (!next || !suggestions) return;
    const phrase = `${w.text} ${next.text}`;
    const choice = byPhrase.get(phrase) ?? {
      kind: 'intensifier' as const,
      word: phrase,
      occurrences: [],
      suggestions,
      comment: `"${phrase}" → "${suggestions.map((s) => s.word).join('" or "')}": one strong adjective sounds more natural than ${w.text} + a basic one.`,
    };
    choice.occurrences.push(occurrence([w, next]));
    byPhrase.set(phrase, choice);
  });
  return [...byPhrase.values()];
}

function overused(words: SpokenWord[]): WordChoice[] {
  return FORMS.flatMap(({ base: word, entry, forms }) => {
    const occurrences = occurrencesOf(words, word, forms, entry.after);
    if (occurrences.length < OVERUSE_MIN_COUNT) return [];
    return [
      {
        kind: 'overused' as const,
        word,
        occurrences,
        suggestions: entry.suggestions,
        comment: `You said "${word}" ${occurrences.length} times. ${entry.comment}`,
      },
    ];
  });
}

/** Basic words used again and again, and "very + adjective" where one strong adjective says it better. */
export function findStrongerWords(words: SpokenWord[]): WordChoice[] {
  return [...overused(words), ...intensified(words)].sort((a, b) => a.occurrences[0]!.start - b.occurrences[0]!.start);
}

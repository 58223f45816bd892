import type { Sound } from './sounds.ts';

export interface Filler {
  /** um, uh, er…, or "like", "you know", "i mean" used as fillers. */
  word: string;
  wordIdx: number[];
  start: number;
  end: number;
}

/** Words before "you know" that make it a real question or clause (do you know, if you know). */
const YOU_KNOW_AS_VERB_AFTER = new Set([
  'do',
  'did',
  'does',
  "don't",
  "didn't",
  "doesn't",
  'if',
  'as',
  'what',
  'would',
  'will',
  'can',
  'could',
]);
/** Words before "like" that make it the verb or the comparison (I like, would like, looks like, something like). */
const LIKE_NOT_FILLER_AFTER = new Set([
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
  "don't",
  "didn't",
  'really',
  'look',
  'looks',
  'looked',
  'looking',
  'sound',
  'sounds',
  'feel',
  'feels',
  'felt',
  'seem',
  'seems',
  'something',
  'anything',
  'nothing',
]);

const filler = (run: Sound[], word: string): Filler => ({
  word,
  wordIdx: run.map((s) => s.idx),
  start: run[0]!.start,
  end: run[run.length - 1]!.end,
});

/**
 * Hesitation sounds always count. The phrases count only where speech marks them as fillers, because a false
 * "filler" on a real verb ("I like it", "do you know him") costs more trust than a missed one: "you know" and
 * "i mean" set off by a pause or a comma, "like" next to a pause or another filler and not after a word that makes it
 * the verb or the comparison.
 */
export function findFillers(sounds: Sound[]): Filler[] {
  const found: Filler[] = [];
  const isFiller = new Set<number>();
  for (let i = 0; i < sounds.length; i++) {
    const s = sounds[i]!;
    if (s.kind === 'filler') {
      found.push(filler([s], s.text));
      isFiller.add(i);
    }
  }
  const words = (i: number, n: number) => sounds.slice(i, i + n).filter((s) => s.kind === 'word');
  for (let i = 0; i < sounds.length; i++) {
    const s = sounds[i]!;
    if (s.kind !== 'word' || isFiller.has(i)) continue;
    const prev = sounds[i - 1];
    const next = sounds[i + 1];
    const pair = words(i, 2);
    if (pair.length === 2 && !pair[0]!.boundaryAfter) {
      const [first, second] = pair as [Sound, Sound];
      const phrase = `${first.text} ${second.text}`;
      const setOff = first.boundaryBefore || second.boundaryAfter;
      const youKnow = phrase === 'you know' && setOff && !YOU_KNOW_AS_VERB_AFTER.has(prev?.text ?? '');
      const iMean = phrase === 'i mean' && second.boundaryAfter;
      if (youKnow || iMean) {
        found.push(filler(pair, phrase));
        isFiller.add(i).add(i + 1);
        i++;
        continue;
      }
    }
    if (s.text !== 'like' || LIKE_NOT_FILLER_AFTER.has(prev?.text ?? '')) continue;
    const besideFiller = isFiller.has(i - 1) || next?.kind === 'filler' || next?.text === 'like' || prev?.text === 'like';
    if (s.boundaryBefore || s.boundaryAfter || besideFiller) {
      found.push(filler([s], 'like'));
      isFiller.add(i);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

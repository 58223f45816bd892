/**
 * Words of context either side of a fix. Every word shown is one more chance to repeat a word the recogniser got
 * wrong with confidence ("we buy new furniture for the" for "we buyed new furnitures for the flat"), so a correction
 * shows the fix in its immediate place only (ADR 0058).
 */
export const CONTEXT_WORDS = 1;

/**
 * The part of a checker's corrected sentence a learner may be shown: the words the fix writes, framed by at most
 * CONTEXT_WORDS sure words either side. Null when a word the fix replaces (or, for a word put in, either neighbour)
 * is not sure: it may be the recogniser's guess, and the finding would quote what the learner never said. `words` are the line's words, `sure` says which may be quoted.
 */
export function confidentCorrection(words: readonly string[], sure: readonly boolean[], corrected: string): string | null {
  const fixed = corrected.split(' ').filter(Boolean);
  let head = 0;
  while (head < words.length && head < fixed.length && words[head] === fixed[head]) head++;
  let tail = 0;
  while (
    tail < words.length - head &&
    tail < fixed.length - head &&
    words[words.length - 1 - tail] === fixed[fixed.length - 1 - tail]
  )
    tail++;
  const [from, to] = [head, words.length - tail];
  // A word put in between two ("every piece of mining") is about both of them.
  const judged =
    from === to ? [from - 1, to].filter((i) => i >= 0 && i < words.length) : [...Array(to - from).keys()].map((i) => from + i);
  if (!judged.every((i) => sure[i])) return null;
  let left = from;
  while (left > 0 && from - left < CONTEXT_WORDS && sure[left - 1]) left--;
  let right = to;
  while (right < words.length && right - to < CONTEXT_WORDS && sure[right]) right++;
  const written = fixed.slice(head, fixed.length - tail);
  const shown = [...words.slice(left, from), ...written, ...words.slice(to, right)];
  return shown.length ? shown.join(' ') : null;
}

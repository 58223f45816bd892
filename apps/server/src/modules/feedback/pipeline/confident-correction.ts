/**
 * The part of a checker's corrected sentence a learner may be shown: the words the fix writes, and only where the
 * fix writes nothing in place of something (a word put in, or one left out) the neighbour that places it. Every word
 * shown beside the fix is one more chance to repeat a word both decoders got wrong ("too many terrorists" for "too
 * much tourists"), so a replacement shows the fix alone (ADR 0058). Null when a word the fix replaces (or, for a word
 * put in or left out, a neighbour) is not sure: it may be the recogniser's guess, and the finding would quote what the
 * learner never said. `words` are the line's words, `sure` says which may be quoted.
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
  const written = fixed.slice(head, fixed.length - tail);
  const neighbours = [from - 1, to].filter((i) => i >= 0 && i < words.length);
  if (from < to) {
    const replaced = [...Array(to - from).keys()].map((i) => from + i);
    if (!replaced.every((i) => sure[i])) return null;
    if (written.length > 0) return written.join(' ');
    // A word left out ("can to swim" → "can swim") is shown by the sure words now side by side.
    return neighbours.length > 0 && neighbours.every((i) => sure[i]) ? neighbours.map((i) => words[i]).join(' ') : null;
  }
  // A word put in between two ("a amazing" → "an amazing", "have dog" → "have a dog") is about both of them, and is
  // shown before the word it goes with.
  if (!neighbours.every((i) => sure[i])) return null;
  if (to < words.length) return [...written, words[to]].join(' ');
  return neighbours.length > 0 ? [words[from - 1], ...written].join(' ') : written.join(' ') || null;
}

/** A word as pocketsphinx segments it: frames are 10 ms; ascr is its acoustic score in the decoder's log units. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  acousticScore: number;
}

/**
 * Fillers (<s>, </s>, <sil>, [NOISE], ++BREATH++…) are not words someone said, nor is (NULL), a grammar's
 * empty choice.
 */
export function isFiller(word: string): boolean {
  return /^(<.*>|\[.*\]|\+\+.*\+\+|\(NULL\))$/.test(word);
}

/** "the(2)" is the dictionary's second pronunciation of "the". */
export function baseWord(word: string): string {
  return word.replace(/\(\d+\)$/, '');
}

/** One -hypseg line: `uttid S 0 T total A acoustic L lm` then `startFrame ascr lscr word` per word, then the end frame. */
export function parseHypseg(line: string): { uttid: string; segments: Segment[] } | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 10 || tokens[1] !== 'S' || tokens[3] !== 'T') return null;
  const rest = tokens.slice(9);
  const segments: Segment[] = [];
  for (let i = 0; i + 4 < rest.length; i += 4) {
    segments.push({
      word: rest[i + 3]!,
      startFrame: Number(rest[i]),
      endFrame: Number(rest[i + 4]),
      acousticScore: Number(rest[i + 1]),
    });
  }
  return { uttid: tokens[0]!, segments };
}

/** One -ctm line: `uttid channel start duration word posterior` (fillers already left out by pocketsphinx). */
export function parseCtm(line: string): { uttid: string; word: string; start: number; end: number; confidence: number } | null {
  const t = line.trim().split(/\s+/);
  if (t.length !== 6) return null;
  const [start, duration, confidence] = [Number(t[2]), Number(t[3]), Number(t[5])];
  if (![start, duration, confidence].every(Number.isFinite)) return null;
  return { uttid: t[0]!, word: t[4]!, start, end: start + duration, confidence };
}

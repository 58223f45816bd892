/** A word of a transcript sentence: lowercase text and its character offsets in the sentence. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(sentence: string): Token[] {
  return [...sentence.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)].map((m) => ({
    text: m[0].toLowerCase().replace('’', "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

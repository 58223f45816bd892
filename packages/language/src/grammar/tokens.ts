/** A word of a transcript sentence: lowercase text and its character offsets in the sentence. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** Recogniser markup such as <sil> or [NOISE] is blanked out, keeping every offset. */
export function tokenize(sentence: string): Token[] {
  const words = sentence.replace(/<[^>]*>|\[[^\]]*\]/g, (markup) => ' '.repeat(markup.length));
  return [...words.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*(?:(?<=s)['’](?![\p{L}]))?/gu)].map((m) => ({
    text: m[0].toLowerCase().replace(/’/g, "'"),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

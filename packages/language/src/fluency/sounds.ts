import { readToken, type TimedWord, type TokenKind } from '../spoken-token.ts';

/** A gap at least this long between two sounds ends a phrase, like punctuation or a recogniser's <sil>. */
const PHRASE_GAP_SECONDS = 0.2;

export interface Sound {
  /** Index in the words given to the analysis. */
  idx: number;
  kind: Exclude<TokenKind, 'silence'>;
  text: string;
  start: number;
  end: number;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
}

/** Everything heard (words, hesitations, noises) in time order, with where phrases break. */
export function soundsOf(words: TimedWord[]): Sound[] {
  const tokens = words.map((w, idx) => ({ ...w, idx, token: readToken(w.word) }));
  const sounds: Sound[] = [];
  let silenceSince = true;
  tokens.forEach((t) => {
    if (t.token.kind === 'silence') {
      silenceSince = true;
      const last = sounds[sounds.length - 1];
      if (last) last.boundaryAfter = true;
      return;
    }
    const last = sounds[sounds.length - 1];
    const gap = last ? t.start - last.end >= PHRASE_GAP_SECONDS : true;
    if (last && gap) last.boundaryAfter = true;
    sounds.push({
      idx: t.idx,
      kind: t.token.kind,
      text: t.token.text,
      start: t.start,
      end: t.end,
      boundaryBefore: silenceSince || gap || (last?.boundaryAfter ?? true),
      boundaryAfter: t.token.breakAfter,
    });
    silenceSince = false;
  });
  const last = sounds[sounds.length - 1];
  if (last) last.boundaryAfter = true;
  return sounds;
}

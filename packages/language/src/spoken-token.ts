/** A timed word as the recogniser gives it (pocketsphinx, or a hosted Whisper-style engine). */
export interface TimedWord {
  word: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  /** The recogniser's confidence 0–1 (pocketsphinx's posterior), when it gives one. */
  confidence?: number;
}

export type TokenKind = 'word' | 'filler' | 'silence' | 'noise';

export interface SpokenToken {
  kind: TokenKind;
  /** Lower case, without pronunciation-variant marks or surrounding punctuation; '' for silence and noise. */
  text: string;
  /** The recogniser wrote punctuation after it (hosted engines do): a boundary, like a pause. */
  breakAfter: boolean;
}

/** Hesitation sounds; pocketsphinx's dictionary holds um, uh, er, ah, eh, hmm and mm as words. */
const HESITATIONS = new Set(['um', 'umm', 'uhm', 'uh', 'uhh', 'er', 'erm', 'err', 'ah', 'eh', 'hmm', 'hm', 'mm', 'mhm']);
const SILENCES = new Set(['<s>', '</s>', '<sil>']);

/**
 * Reads one recogniser token: pocketsphinx writes `<sil>`, `[NOISE]` and `word(2)` (a pronunciation variant); some
 * engines mark fillers as `[um]` or `<uh>`; hosted ones capitalise and punctuate ("Um," "good.").
 */
export function readToken(raw: string): SpokenToken {
  const trimmed = raw
    .trim()
    .toLowerCase()
    .replace(/\(\d+\)$/, '');
  if (SILENCES.has(trimmed)) return { kind: 'silence', text: '', breakAfter: false };
  const bracketed = /^[[<+]+(.*?)[\]>+]+$/.exec(trimmed);
  if (bracketed) {
    const inner = bracketed[1] ?? '';
    return HESITATIONS.has(inner)
      ? { kind: 'filler', text: inner, breakAfter: false }
      : { kind: 'noise', text: '', breakAfter: false };
  }
  const text = trimmed.replace(/[’‘]/g, "'").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (!text) return { kind: 'noise', text: '', breakAfter: false };
  const breakAfter = /[,.;:!?…—-]$/.test(trimmed);
  return { kind: HESITATIONS.has(text) ? 'filler' : 'word', text, breakAfter };
}

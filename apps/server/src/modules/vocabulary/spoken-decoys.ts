import { frequencyRanks, pronunciationsOf } from '@parley/language';

/** As many decoys as the word game listens among (ADR 0054): without them any sound would be heard as the word. */
const DECOYS = 50;

let common: string[] | undefined;

/** Common words a decoder can spell, spread over SUBTLEX ranks 300–5000 (fixed: the same clip is heard the same way). */
function commonWords(): string[] {
  if (common) return common;
  const sayable = [...frequencyRanks()]
    .filter(([word, rank]) => rank >= 300 && rank <= 5000 && /^[a-z]{3,}$/.test(word) && pronunciationsOf(word).length > 0)
    .sort((a, b) => a[1] - b[1])
    .map(([word]) => word);
  const step = Math.floor(sayable.length / DECOYS);
  common = sayable.filter((_, i) => i % step === 0).slice(0, DECOYS);
  return common;
}

const unstressed = (phones: string[]) => phones.join(' ').replace(/\d/g, '');

/** The words a spoken answer is heard among besides `word`: none that sounds the same ("whether" for "weather"). */
export function decoysFor(word: string): string[] {
  const sounds = new Set(pronunciationsOf(word).map(unstressed));
  return commonWords().filter((decoy) => decoy !== word && !pronunciationsOf(decoy).some((p) => sounds.has(unstressed(p))));
}

/** ARPAbet phones as the CMU dictionary writes them: vowels carry a stress digit (0 none, 1 primary, 2 secondary). */

const LETTERS: Record<string, string> = {
  AA: "'o' (as in hot)",
  AE: "'a' (as in cat)",
  AH: "'u' (as in cup)",
  AO: "'aw' (as in saw)",
  AW: "'ow' (as in now)",
  AY: "'i' (as in time)",
  EH: "'e' (as in bed)",
  ER: "'er' (as in bird)",
  EY: "'ay' (as in day)",
  IH: "short 'i' (as in ship)",
  IY: "long 'ee' (as in sheep)",
  OW: "'o' (as in go)",
  OY: "'oy' (as in boy)",
  UH: "short 'oo' (as in good)",
  UW: "long 'oo' (as in food)",
  B: "'b'",
  CH: "'ch'",
  D: "'d'",
  DH: "'th' (as in this)",
  F: "'f'",
  G: "'g'",
  HH: "'h'",
  JH: "'j'",
  K: "'k'",
  L: "'l'",
  M: "'m'",
  N: "'n'",
  NG: "'ng'",
  P: "'p'",
  R: "'r'",
  S: "'s'",
  SH: "'sh'",
  T: "'t'",
  TH: "'th' (as in think)",
  V: "'v'",
  W: "'w'",
  Y: "'y'",
  Z: "'z'",
  ZH: "'zh' (as in measure)",
};

/** The phone without its stress digit: "IY1" → "IY". */
export const bare = (phone: string): string => phone.replace(/[0-9]$/, '');

export const isVowel = (phone: string): boolean => /[0-9]$/.test(phone);

const VOWEL_SOUNDS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/** A phone name with or without its stress digit ("IY", "IY1") that is a vowel. */
export const isVowelSound = (phone: string): boolean => VOWEL_SOUNDS.has(bare(phone));

/** Primary or secondary stress: only there is a vowel's quality a learner's error rather than ordinary reduction. */
export const isStressedVowel = (phone: string): boolean => /[12]$/.test(phone);

/** How a learner reads the sound: the letters that usually spell it, with an example word where letters are ambiguous. */
export function soundName(phone: string): string {
  const name = LETTERS[bare(phone)];
  if (!name) throw new Error(`Unknown ARPAbet phone ${phone}`);
  return name;
}

/** The short name, without the example: "'th'" rather than "'th' (as in think)". */
export const shortSoundName = (phone: string): string => soundName(phone).replace(/ \(as in [a-z]+\)$/, '');

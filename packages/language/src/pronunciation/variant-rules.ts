import { bare, isStressedVowel, isVowel, isVowelSound, shortSoundName, soundName } from './phones.ts';

/** One way a learner's pronunciation typically departs from a word's dictionary phones. */
export interface VariantRule {
  id: string;
  /**
   * The JSGF weight of the rule's variants against 1 for a right pronunciation: a prior that makes the aligner pick a
   * variant only when the audio clearly favours it. Measured per rule kind in docs/language/pronunciation.md.
   */
  prior: number;
  /** Vowel and ending rules are not applied to function words, whose vowels and endings natives reduce. */
  kind: 'consonant' | 'vowel' | 'ending';
  /** Every pronunciation this rule makes from the canonical phones, one change each, with what a learner reads. */
  apply(phones: readonly string[]): { phones: string[]; description: string }[];
}

/**
 * Consonant swaps are heard reliably; vowels and endings need far stronger evidence before they are flagged (the
 * acoustic scores of two vowels differ by so much that only a very small prior changes the choice).
 */
const CONSONANT_PRIOR = 1e-3;
const VOWEL_PRIOR = 1e-7;

/** The vowel that takes a changed vowel's place keeps its stress digit. */
const withStressOf = (phone: string, replacement: string) =>
  isVowel(replacement) || !isVowel(phone) ? replacement : `${replacement}${phone.slice(-1)}`;

/**
 * Where a vowel's quality can be a learner's error: stressed (an unstressed vowel is reduced by native speakers too:
 * "happy" ends in a short i) and not before an r, which colours it differently in every accent ("here", "poor").
 */
const checkableVowel = (phones: readonly string[], at: number) =>
  isStressedVowel(phones[at]!) && !['R', 'ER'].includes(bare(phones[at + 1] ?? ''));

/** `from` said as `to`, once per place it occurs. */
function substitute(from: string, to: string): VariantRule {
  const vowel = isVowelSound(from);
  return {
    id: `${from}-${to}`.toLowerCase(),
    kind: vowel ? 'vowel' : 'consonant',
    prior: vowel ? VOWEL_PRIOR : CONSONANT_PRIOR,
    apply: (phones) =>
      phones.flatMap((phone, at) =>
        bare(phone) === from && (!vowel || checkableVowel(phones, at))
          ? [
              {
                phones: phones.map((p, i) => (i === at ? withStressOf(p, to) : p)),
                description: `${soundName(from)} said as ${shortSoundName(to)}`,
              },
            ]
          : [],
      ),
  };
}

const OBSTRUENTS = new Set(['P', 'B', 'T', 'D', 'K', 'G', 'F', 'V', 'TH', 'DH', 'S', 'Z', 'SH', 'CH', 'JH']);

/**
 * The last stop or fricative left out, only after a vowel ("good" as "goo"): dropping the last of a cluster ("don't
 * think", "last night") is what native speakers do, and the recogniser hears it as an error on correct speech.
 */
const dropFinalConsonant: VariantRule = {
  id: 'final-drop',
  kind: 'ending',
  prior: VOWEL_PRIOR,
  apply: (phones) => {
    const last = phones.at(-1);
    const before = phones.at(-2);
    if (phones.length < 3 || !last || !before || !OBSTRUENTS.has(last) || !isVowel(before)) return [];
    return [{ phones: phones.slice(0, -1), description: `final ${shortSoundName(last)} left out` }];
  },
};

/** An extra vowel before a word-initial "s" cluster ("school" as "eschool"), typical of Spanish and Persian speakers. */
const vowelBeforeInitialS: VariantRule = {
  id: 'epenthesis-s',
  kind: 'ending',
  prior: VOWEL_PRIOR,
  apply: (phones) => {
    const [first, second] = phones;
    if (first !== 'S' || !second || isVowel(second)) return [];
    return [{ phones: ['EH0', ...phones], description: `extra vowel before ${shortSoundName('S')}` }];
  },
};

/**
 * Most typical first: a word keeps its first few variants only (see MAX_VARIANTS), so the order decides which
 * confusions a long word is checked for.
 */
export const DEFAULT_RULES: readonly VariantRule[] = [
  substitute('TH', 'T'),
  substitute('TH', 'S'),
  substitute('DH', 'D'),
  substitute('V', 'W'),
  substitute('V', 'B'),
  substitute('W', 'V'),
  substitute('R', 'L'),
  substitute('L', 'R'),
  substitute('IY', 'IH'),
  substitute('IH', 'IY'),
  substitute('TH', 'F'),
  substitute('UW', 'UH'),
  substitute('UH', 'UW'),
  substitute('AE', 'EH'),
  substitute('EH', 'AE'),
  dropFinalConsonant,
];

/** Off by default: measured separately (docs/language/pronunciation.md). */
export const OPTIONAL_RULES: readonly VariantRule[] = [substitute('DH', 'Z'), vowelBeforeInitialS];

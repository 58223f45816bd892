import type { FixtureVoice } from '@parley/server/test/speech-fixtures';
import { table } from '../lib/results-doc.ts';
import type { SpokenGrammarQuality, SpokenScore } from './spoken-grammar.ts';

/** Issue 19's targets for grammar feedback on speech, held to the held-out set. */
export const SPOKEN_TARGETS = { recall: 0.6, falseFlagsPer10: 1, misquotes: 0 };
export const SPOKEN_VOICES: FixtureVoice[] = ['slt', 'kal'];

export const spokenTargetsMet = (s: SpokenScore): boolean =>
  s.recall >= SPOKEN_TARGETS.recall &&
  s.falseFlagsPer10 <= SPOKEN_TARGETS.falseFlagsPer10 &&
  s.misquotes <= SPOKEN_TARGETS.misquotes;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (set: string, shown: string, s: SpokenScore) => [
  set,
  shown,
  `${s.errorClips} / ${s.correctClips}`,
  pct(s.recall),
  s.falseFlagsPer10.toFixed(2),
  String(s.findings),
  String(s.misquotes),
];

export function spokenSection(tuning: SpokenGrammarQuality, heldOut: SpokenGrammarQuality): string[] {
  const met = spokenTargetsMet(heldOut.confident);
  const misquoted = heldOut.confident.misquoted.map((m) => `- misquote (held-out): ${m}`);
  return [
    `### Grammar on speech (flite ${SPOKEN_VOICES.join(', ')} → pocketsphinx → the feedback pipeline)`,
    '',
    table(
      ['set', 'findings shown', 'error / correct clips', 'recall', 'false flags per 10 correct', 'findings', 'misquotes'],
      [
        row('tuning', 'confident words only (ADR 0058)', tuning.confident),
        row('tuning', 'before (every word, whole sentence)', tuning.before),
        row('held-out', 'confident words only (ADR 0058)', heldOut.confident),
        row('held-out', 'before (every word, whole sentence)', heldOut.before),
      ],
    ),
    '',
    `Held-out targets: recall ≥ ${pct(SPOKEN_TARGETS.recall)}, ≤ ${SPOKEN_TARGETS.falseFlagsPer10} false flag per 10 ` +
      `correct sentences, ${SPOKEN_TARGETS.misquotes} misquotes: ${met ? 'met' : '**missed**'}.`,
    ...(misquoted.length ? ['', ...misquoted] : []),
  ];
}

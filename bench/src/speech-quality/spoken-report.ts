import type { FixtureVoice } from '@parley/server/test/speech-fixtures';
import { table } from '../lib/results-doc.ts';
import type { SpokenGrammarQuality, SpokenScore } from './spoken-grammar.ts';

/** Issue 19's targets for grammar feedback on speech, held to the test set. */
export const SPOKEN_TARGETS = { recall: 0.6, falseFlagsPer10: 1, misquotes: 0 };
/** The voices of the tuning and development sets; the test set adds festival's, never tuned on. */
export const SPOKEN_VOICES: FixtureVoice[] = ['slt', 'kal'];
export const TEST_VOICES: FixtureVoice[] = [...SPOKEN_VOICES, 'festival-slt'];

export const spokenTargetsMet = (s: SpokenScore): boolean =>
  s.recall >= SPOKEN_TARGETS.recall &&
  s.falseFlagsPer10 <= SPOKEN_TARGETS.falseFlagsPer10 &&
  s.misquotes <= SPOKEN_TARGETS.misquotes;

export interface SpokenSets {
  tuning: SpokenGrammarQuality;
  development: SpokenGrammarQuality;
  test: SpokenGrammarQuality;
}

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

export function spokenSection(sets: SpokenSets): string[] {
  const met = spokenTargetsMet(sets.test.confident);
  const misquoted = (['development', 'test'] as const).flatMap((name) =>
    sets[name].confident.misquoted.map((m) => `- misquote (${name}): ${m}`),
  );
  const rows = (['tuning', 'development', 'test'] as const).flatMap((name) => [
    row(name, 're-decoded, confirmed by a second decoder (ADR 0058)', sets[name].confident),
    row(name, 'before (every word, whole sentence)', sets[name].before),
  ]);
  return [
    `### Grammar on speech (flite ${SPOKEN_VOICES.join(', ')}; test set also festival slt → pocketsphinx → the feedback pipeline)`,
    '',
    table(
      ['set', 'findings shown', 'error / correct clips', 'recall', 'false flags per 10 correct', 'findings', 'misquotes'],
      rows,
    ),
    '',
    `Test-set targets: recall ≥ ${pct(SPOKEN_TARGETS.recall)}, ≤ ${SPOKEN_TARGETS.falseFlagsPer10} false flag per 10 ` +
      `correct sentences, ${SPOKEN_TARGETS.misquotes} misquotes: ${met ? 'met' : '**missed**'}.`,
    ...(misquoted.length ? ['', ...misquoted] : []),
  ];
}

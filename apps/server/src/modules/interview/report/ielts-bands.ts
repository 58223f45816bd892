import { BAND_EVIDENCE_WORDS, type BandEstimate, type IeltsCriterion } from '@parley/contracts';

/** What the band estimates are read from: the whole session's measures. */
export interface SessionMeasures {
  words: number;
  wordsPerMinute: number;
  fillersPerMinute: number;
  longPausesPerMinute: number;
  /** Distinct content words at each CEFR level (the vocabulary analysis' profile). */
  contentLevels: Record<'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2', number>;
  grammarErrors: number;
  mispronouncedWords: number;
}

type Point = readonly [measure: number, band: number];

/** A band read off a line through measured points (ADR 0057 gives where each point comes from). */
function along(points: readonly Point[], x: number): number {
  if (x <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points[points.length - 1]![1];
}

const PACE: readonly Point[] = [
  [40, 4],
  [70, 5],
  [95, 6],
  [115, 6.5],
  [135, 7],
  [155, 7.5],
];
const ADVANCED_SHARE: readonly Point[] = [
  [0, 4],
  [0.05, 5],
  [0.1, 6],
  [0.15, 7],
  [0.22, 8],
  [0.3, 9],
];
const ERRORS_PER_100: readonly Point[] = [
  [0, 8.5],
  [1, 7.5],
  [2.5, 6.5],
  [4, 6],
  [7, 5],
  [11, 4],
];
const MISPRONOUNCED_PER_100: readonly Point[] = [
  [0, 8.5],
  [1, 7.5],
  [3, 6.5],
  [5, 6],
  [8, 5],
  [12, 4],
];

const per100 = (count: number, words: number) => (words > 0 ? (count * 100) / words : 0);
const one = (n: number) => n.toFixed(1).replace(/\.0$/, '');

function raw(m: SessionMeasures): Record<IeltsCriterion, { band: number; how: string }> {
  const hesitation = Math.max(0, m.fillersPerMinute - 3) * 0.25 + Math.max(0, m.longPausesPerMinute - 2) * 0.25;
  const rated = Object.values(m.contentLevels).reduce((a, b) => a + b, 0);
  const advanced = m.contentLevels.B2 + m.contentLevels.C1 + m.contentLevels.C2;
  const share = rated > 0 ? advanced / rated : 0;
  const errors = per100(m.grammarErrors, m.words);
  const misheard = per100(m.mispronouncedWords, m.words);
  return {
    fluency_coherence: {
      band: along(PACE, m.wordsPerMinute) - hesitation,
      how: `${Math.round(m.wordsPerMinute)} words a minute, ${one(m.fillersPerMinute)} fillers and ${one(m.longPausesPerMinute)} long pauses a minute`,
    },
    lexical_resource: {
      band: along(ADVANCED_SHARE, share),
      how: `${rated} different content words, ${Math.round(share * 100)}% of them at B2 level or above`,
    },
    grammatical_range_accuracy: {
      band: along(ERRORS_PER_100, errors),
      how: `${one(errors)} grammar errors per 100 words`,
    },
    pronunciation: {
      band: along(MISPRONOUNCED_PER_100, misheard),
      how: `${one(misheard)} mispronounced words per 100 words`,
    },
  };
}

const clamp = (band: number) => Math.min(9, Math.max(1, band));
const down = (band: number) => Math.floor(band * 2) / 2;
const up = (band: number) => Math.ceil(band * 2) / 2;

/**
 * An estimated band per IELTS criterion, as a range: half a band either side of the measured value, a band either
 * side when fewer than BAND_EVIDENCE_WORDS words were spoken (too little to tell).
 */
export function estimateBands(m: SessionMeasures): BandEstimate[] {
  const thin = m.words < BAND_EVIDENCE_WORDS;
  const spread = thin ? 0.75 : 0.25;
  return Object.entries(raw(m)).map(([criterion, { band, how }]) => ({
    criterion: criterion as IeltsCriterion,
    low: clamp(down(band - spread)),
    high: clamp(up(band + spread)),
    how: thin ? `${how}; only ${m.words} words were spoken, so the range is wide` : how,
  }));
}

import type { Fluency } from '@parley/contracts';
import type { FluencyAnalysis } from '@parley/language';

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** The fluency analysis as the feedback page shows it. */
export function fluencyFigures(analysis: FluencyAnalysis): Fluency {
  return {
    duration_seconds: round(analysis.durationSeconds),
    speaking_seconds: round(analysis.speakingSeconds),
    words: analysis.wordCount,
    words_per_minute: round(analysis.wordsPerMinute),
    pauses: analysis.pauses.map((p) => ({ start: round(p.start, 2), end: round(p.end, 2) })),
    fillers: analysis.fillers.length,
    fillers_per_minute: round(analysis.fillersPerMinute),
  };
}

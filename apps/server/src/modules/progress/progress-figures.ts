import { PROGRESS_GRAMMAR_CATEGORIES, PROGRESS_OTHER_CATEGORY, PROGRESS_WEEKS, type ProgressRecording } from '@parley/contracts';
import type { RecordingFigures } from '../recordings/public.ts';

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const DAY_MS = 86_400_000;

/** The Mondays (YYYY-MM-DD, UTC) of the last PROGRESS_WEEKS weeks, oldest first, this week last. */
export function lastWeeks(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: PROGRESS_WEEKS }, (_, i) =>
    new Date(monday - (PROGRESS_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The grammar categories drawn apart: the most frequent ones over these recordings, then "other" for the rest. */
export function grammarCategories(recordings: readonly RecordingFigures[]): string[] {
  const counts = new Map<string, number>();
  for (const r of recordings)
    for (const f of r.findings) {
      if (f.type !== 'GRAMMAR') continue;
      const category = f.category ?? PROGRESS_OTHER_CATEGORY;
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  const ranked = [...counts.entries()]
    .filter(([category]) => category !== PROGRESS_OTHER_CATEGORY)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([category]) => category);
  const shown = ranked.slice(0, PROGRESS_GRAMMAR_CATEGORIES);
  return ranked.length > shown.length || counts.has(PROGRESS_OTHER_CATEGORY) ? [...shown, PROGRESS_OTHER_CATEGORY] : shown;
}

/**
 * One recording's figures: its fluency as measured, grammar findings per 100 words (in all and by category), and
 * pronunciation as the share of words said without a pronunciation finding.
 */
export function recordingFigures(recording: RecordingFigures, categories: readonly string[]): ProgressRecording {
  const words = recording.fluency.words;
  const per100 = (n: number) => (words > 0 ? round((n * 100) / words) : 0);
  const grammar = recording.findings.filter((f) => f.type === 'GRAMMAR');
  const byCategory = Object.fromEntries(categories.map((c) => [c, 0]));
  for (const finding of grammar) {
    const category = finding.category && categories.includes(finding.category) ? finding.category : PROGRESS_OTHER_CATEGORY;
    byCategory[category] = (byCategory[category] ?? 0) + 1;
  }
  const mispronounced = recording.findings.filter((f) => f.type === 'MISPRONUNCIATION').length;
  return {
    id: recording.id,
    created_at: recording.createdAt.toISOString(),
    words,
    words_per_minute: recording.fluency.words_per_minute,
    fillers_per_minute: recording.fluency.fillers_per_minute,
    grammar_per_100_words: per100(grammar.length),
    grammar_by_category: Object.fromEntries(Object.entries(byCategory).map(([c, n]) => [c, per100(n)])),
    pronunciation_score: words > 0 ? round(Math.max(0, 100 - (mispronounced * 100) / words)) : 0,
  };
}

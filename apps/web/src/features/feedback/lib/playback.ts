import type { TranscriptLine } from '@parley/contracts';

/** The line being spoken at `time` (seconds), or the last one already spoken; -1 before the first. */
export function currentLineIndex(lines: readonly TranscriptLine[], time: number): number {
  let current = -1;
  for (const [i, line] of lines.entries()) {
    if (line.startSeconds > time) break;
    current = i;
  }
  return current;
}

/** The word being spoken at `time` within a line, or -1 between words. */
export function currentWordIndex(line: TranscriptLine | undefined, time: number): number {
  return line?.words.findIndex((w) => w.start <= time && time < w.end) ?? -1;
}

export interface ErrorCount {
  key: string;
  type: string;
  count: number;
}

/** The most frequent kinds of finding, most frequent first (the summary page). */
export function frequentErrors(
  chunks: readonly { error_type: string | null; comments: { is_ai: boolean; ext: { error_type?: string | undefined } }[] }[],
): ErrorCount[] {
  const counts = new Map<string, ErrorCount>();
  for (const chunk of chunks) {
    if (!chunk.error_type) continue;
    const kind = chunk.comments.find((c) => c.is_ai)?.ext.error_type ?? chunk.error_type;
    const key = `${chunk.error_type}:${kind}`;
    const entry = counts.get(key) ?? { key, type: chunk.error_type, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

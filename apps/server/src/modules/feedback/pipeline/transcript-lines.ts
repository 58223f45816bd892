import type { TranscriptLine } from '@parley/contracts';

export interface Word {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

/** A pause this long ends a line: spoken sentences have no full stops, but speakers breathe between them. */
export const LINE_BREAK_PAUSE_SECONDS = 0.8;
const LINE_MAX_WORDS = 16;
const LINE_MAX_SECONDS = 10;

/** 83.2 → "00:01:23.200" (the WebVTT clock). */
export function clockOf(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * Cuts recognised words into the transcript's lines: at a pause, or before a line grows past what a reader follows
 * beside the audio. Each line keeps its words with their timings, so the feedback page highlights as it plays.
 */
export function transcriptLines(words: readonly Word[]): TranscriptLine[] {
  const groups: Word[][] = [];
  for (const word of words) {
    const line = groups.at(-1);
    const previous = line?.at(-1);
    const breaks =
      !line ||
      !previous ||
      word.start - previous.end >= LINE_BREAK_PAUSE_SECONDS ||
      line.length >= LINE_MAX_WORDS ||
      word.end - line[0]!.start > LINE_MAX_SECONDS;
    if (breaks) groups.push([word]);
    else line.push(word);
  }
  return groups.map((group, id) => {
    const start = group[0]!.start;
    const end = group.at(-1)!.end;
    return {
      id,
      startTime: clockOf(start),
      startSeconds: start,
      endTime: clockOf(end),
      endSeconds: end,
      text: group.map((w) => w.word).join(' '),
      words: group.map(({ word, start: s, end: e, confidence }) => ({ word, start: s, end: e, confidence })),
    };
  });
}

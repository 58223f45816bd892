import type { LiveHintCorrection, LiveHints, LiveHintWindow } from '@parley/contracts';

/** What the hints panel shows: every slice's hints so far, and how the latest slice's went. */
export interface LiveHintsState {
  windows: LiveHintWindow[];
  latest: Pick<LiveHints, 'status' | 'reason'> | null;
}

export const NO_HINTS: LiveHintsState = { windows: [], latest: null };

/**
 * Adds an upload's answer: the server repeats the latest slices' hints (some came late), so each slice is kept once,
 * by its index, in the order spoken.
 */
export function mergeLiveHints(state: LiveHintsState, answer: LiveHints): LiveHintsState {
  const byIndex = new Map(state.windows.map((w) => [w.chunk_index, w]));
  for (const window of answer.windows) byIndex.set(window.chunk_index, window);
  return {
    windows: [...byIndex.values()].sort((a, b) => a.chunk_index - b.chunk_index),
    latest: { status: answer.status, reason: answer.reason },
  };
}

/** The corrections so far, newest first: the one just found is where the eye is. */
export const correctionsOf = (state: LiveHintsState): LiveHintCorrection[] =>
  state.windows.flatMap((w) => w.corrections).reverse();

/** The last words heard, for the lighter "heard so far" line. */
export function heardTail(state: LiveHintsState, words = 24): string {
  return state.windows
    .map((w) => w.text)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(-words)
    .join(' ');
}

import type { LiveHintWindow } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { correctionsOf, heardTail, mergeLiveHints, NO_HINTS } from './live-hints.ts';

const correction = (id: string, said: string) => ({
  id,
  start_seconds: 1,
  end_seconds: 1.3,
  said,
  corrected_sentence: 'he goes to school',
  explanation: "After 'he', the verb takes -s.",
  error_type: 'GRAMMAR' as const,
  category: 'third-person-s',
});
const window = (chunk_index: number, text: string, corrections = [correction(`${chunk_index}-0`, 'go')]): LiveHintWindow => ({
  chunk_index,
  start_seconds: chunk_index * 5,
  end_seconds: chunk_index * 5 + 5,
  text,
  corrections,
});

describe('live hints on the client', () => {
  it('keeps each slice once, in the order spoken, whatever order and how often answers bring it', () => {
    let state = mergeLiveHints(NO_HINTS, { status: 'SKIPPED', reason: 'LATE', windows: [] });
    expect(state).toEqual({ windows: [], latest: { status: 'SKIPPED', reason: 'LATE' } });
    state = mergeLiveHints(state, {
      status: 'READY',
      reason: null,
      windows: [window(1, 'and then he go'), window(0, 'yesterday')],
    });
    state = mergeLiveHints(state, {
      status: 'READY',
      reason: null,
      windows: [window(1, 'and then he go'), window(2, 'to school', [])],
    });
    expect(state.windows.map((w) => w.chunk_index)).toEqual([0, 1, 2]);
    expect(state.latest).toEqual({ status: 'READY', reason: null });
    expect(correctionsOf(state).map((c) => c.id)).toEqual(['1-0', '0-0']);
    expect(heardTail(state)).toBe('yesterday and then he go to school');
    expect(heardTail(state, 3)).toBe('go to school');
  });
});

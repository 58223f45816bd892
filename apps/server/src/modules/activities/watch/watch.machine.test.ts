import { WATCH_TEXTS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { refusal } from '../engine/machine-testing.ts';
import { watchMachine } from './watch.machine.ts';

const ctx = (now = '2026-03-10T10:00:00.000Z'): ActivityContext => ({
  roomId: 'r1',
  now: new Date(now),
  random: () => 0.5,
  level: 2,
  topicsUsed: [],
  people: [1, 2],
  clocks: { roundSeconds: null, breakSeconds: null },
});
const fresh = () => watchMachine.initial(ctx());
const clip = { kind: 'file', url: 'https://videos.example.com/a.mp4', media: 'video' } as const;

describe('the watch-together machine', () => {
  it('starts with nothing shared, and a shared video starts paused at its beginning', () => {
    expect(watchMachine.view(fresh())).toEqual({ type: 'HYPERBEAM', source: null, playback: null, browser: null });
    const { state } = watchMachine.act(fresh(), { type: 'share', source: clip, user_id: 1 }, ctx());
    expect(state).toEqual({
      source: clip,
      playback: { playing: false, position: 0, at: '2026-03-10T10:00:00.000Z', by_user_id: 1 },
      browser: null,
    });
  });

  it('stamps each play, pause and seek with the time it was made; a new video starts over', () => {
    const shared = watchMachine.act(fresh(), { type: 'share', source: clip, user_id: 1 }, ctx()).state;
    const playing = watchMachine.act(
      shared,
      { type: 'play', playing: true, position: 4, user_id: 1 },
      ctx('2026-03-10T10:00:05.000Z'),
    );
    expect(playing.state.playback).toEqual({ playing: true, position: 4, at: '2026-03-10T10:00:05.000Z', by_user_id: 1 });
    const other = { kind: 'youtube', video_id: 'dQw4w9WgXcQ' } as const;
    const again = watchMachine.act(playing.state, { type: 'share', source: other, user_id: 1 }, ctx('2026-03-10T10:01:00.000Z'));
    expect(again.state).toMatchObject({ source: other, playback: { playing: false, position: 0 } });
  });

  it('refuses to play before anything is shared', () => {
    expect(refusal(() => watchMachine.act(fresh(), { type: 'play', playing: true, position: 0, user_id: 1 }, ctx()))).toBe(
      WATCH_TEXTS.nothingShared,
    );
  });

  it("keeps the room's shared browser until it closes, whatever video is shared", () => {
    const browser = { session_id: 'hb-1', embed_url: 'https://a.hyperbeam.com/hb-1' };
    const open = watchMachine.act(fresh(), { type: 'browser', browser }, ctx()).state;
    expect(watchMachine.act(open, { type: 'share', source: clip, user_id: 1 }, ctx()).state.browser).toEqual(browser);
    expect(watchMachine.act(open, { type: 'browser', browser: null }, ctx()).state.browser).toBeNull();
    // A state stored before the shared browser existed still reads.
    expect(watchMachine.stateSchema.parse({ source: null, playback: null })).toEqual(fresh());
  });
});

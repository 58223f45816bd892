import {
  playbackSchema,
  sharedBrowserSchema,
  WATCH_TEXTS,
  watchSourceSchema,
  type SharedBrowser,
  type WatchSource,
  type WatchView,
} from '@parley/contracts';
import * as z from 'zod/mini';
import type { ActivityMachine } from '../engine/activity-machine.ts';
import { refuse } from '../engine/game-rules.ts';

const stateSchema = z.object({
  source: z.nullable(watchSourceSchema),
  playback: z.nullable(playbackSchema),
  browser: z._default(z.nullable(sharedBrowserSchema), null),
});
export type WatchState = z.infer<typeof stateSchema>;

export type WatchAction =
  | { type: 'share'; source: WatchSource; user_id: number }
  | { type: 'play'; playing: boolean; position: number; user_id: number }
  /** The room's shared browser opened (a session) or closed (null). */
  | { type: 'browser'; browser: SharedBrowser | null };

export const watchView = (state: WatchState): WatchView => ({ type: 'HYPERBEAM', ...state });

/**
 * Watching together (ADR 0056): what the room watches and the room's one clock for it. A new video starts paused at
 * its beginning, so everyone has loaded it before the host presses play; every change is stamped with the server's
 * time, from which each page places the video (positionAt). A shared browser, when the server has one, is shown
 * instead of the video until it closes.
 */
export const watchMachine: ActivityMachine<WatchState, WatchAction> = {
  type: 'HYPERBEAM',
  stateSchema,
  initial: () => ({ source: null, playback: null, browser: null }),
  act(state, action, ctx) {
    if (action.type === 'browser') return { state: { ...state, browser: action.browser } };
    const at = ctx.now.toISOString();
    if (action.type === 'share')
      return {
        state: { ...state, source: action.source, playback: { playing: false, position: 0, at, by_user_id: action.user_id } },
      };
    if (!state.source) return refuse(WATCH_TEXTS.nothingShared);
    const { playing, position, user_id } = action;
    return { state: { ...state, playback: { playing, position, at, by_user_id: user_id } } };
  },
  view: watchView,
};

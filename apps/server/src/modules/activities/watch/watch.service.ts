import { parseWatchSource, WAITING_WATCH, WATCH_TEXTS, type Watch } from '@parley/contracts';
import { badRequest } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { act, readActivity, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { watchMachine, watchView, type WatchAction, type WatchState } from './watch.machine.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

export const watchFor = (deps: RuntimeDeps, roomId: string, state: WatchState | null): Watch => ({
  room_id: roomId,
  view: state ? watchView(state) : WAITING_WATCH,
  server_now: deps.clock.now().toISOString(),
});

/** What the room watches, with the server's time so that a page joining now starts where the room is. */
export const watch = (deps: RuntimeDeps, viewer: Viewer, target: RoomTarget) =>
  readActivity(deps, viewer, target, watchMachine, (room, state) => watchFor(deps, room.id, state));

/** The hosts alone drive what the room watches. */
async function hostAct(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget, action: WatchAction): Promise<Watch> {
  const { room_id, state } = await act(deps, viewer, target, watchMachine, action, async (ctx) =>
    live.mustHost(ctx.found, ctx.state, viewer),
  );
  return watchFor(deps, room_id, state);
}

/** A host shares a YouTube link or a media file's address (already checked by the call's schema). */
export function share(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget, url: string) {
  const source = parseWatchSource(url);
  if (!source) throw badRequest('VALIDATION_ERROR', WATCH_TEXTS.unsupportedUrl, 'url');
  return hostAct(deps, viewer, target, { type: 'share', source, user_id: viewer.id });
}

/** A host plays, pauses or seeks the room's video. */
export const play = (deps: RuntimeDeps, viewer: Viewer, target: RoomTarget, command: { playing: boolean; position: number }) =>
  hostAct(deps, viewer, target, { type: 'play', ...command, user_id: viewer.id });

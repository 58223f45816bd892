import type { LivePerson } from '@parley/contracts';
import type { MediaServerPort } from '../../platform/media/index.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { LiveDeps, MediaChangeDeps } from './live.deps.ts';
import * as store from './live.store.ts';

/**
 * The media server's calls that carry out a change already committed (a kick, a mute, a move, a closed room): a
 * failure there is logged and the room's own state stands, as everyone's browser follows that state anyway.
 */
export function lenientMediaServer(port: MediaServerPort, onError: (err: unknown) => void): MediaServerPort {
  const logged =
    <A extends unknown[]>(call: (...args: A) => Promise<void>) =>
    (...args: A) =>
      call(...args).catch(onError);
  return { ...port, closeRooms: logged(port.closeRooms), remove: logged(port.remove), setMuted: logged(port.setMuted) };
}

export interface RoomExit {
  roomId: string;
  userId: number;
}

/** Who is no longer in the room they were in before a change: moved elsewhere, or gone. */
export function roomExits(before: LivePerson[], after: LivePerson[]): RoomExit[] {
  const rooms = new Map(after.map((p) => [p.id, p.room_id]));
  return before.flatMap((p) =>
    p.room_id !== null && rooms.get(p.id) !== p.room_id ? [{ roomId: p.room_id, userId: p.id }] : [],
  );
}

/**
 * After a change: the closed rooms' media ends, and whoever left a room loses its media there, so a browser that
 * does not leave by itself hears the room no longer (its Janus session outlives the move, ADR 0086).
 */
export async function followExits(deps: MediaChangeDeps, exits: RoomExit[], closedRoomIds: string[] = []) {
  const closed = new Set(closedRoomIds);
  await Promise.all([
    deps.mediaServer.closeRooms(closedRoomIds),
    ...exits.filter((e) => !closed.has(e.roomId)).map((e) => deps.mediaServer.remove(e.roomId, e.userId)),
  ]);
}

/**
 * The person's own microphone and camera switches (MEDIA_STATE). A host's mute stopped the microphone at the media
 * server as well; switching it on again lets it through there too.
 */
export async function toggleMedia(
  deps: LiveDeps,
  viewer: Viewer,
  eventId: string,
  state: { audio_muted: boolean; video_muted: boolean },
) {
  await deps.media.submit(eventId, viewer.id, state);
  if (state.audio_muted || !deps.mediaServer.enforcesMutes) return;
  const inside = await store.findInside(deps.db, eventId, viewer.id);
  if (inside) await deps.mediaServer.setMuted(inside.roomId, viewer.id, 'audio', false);
}

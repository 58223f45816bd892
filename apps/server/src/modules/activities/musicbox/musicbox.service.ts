import { MUSIC_BOX_TEXTS, musicStateSchema, type MusicBox, type MusicPlayBody, type MusicState } from '@parley/contracts';
import { notFound } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';
import { roomOf, type Target } from '../engine/runtime.ts';
import { trackOf, TRACKS } from './tracks.ts';

const musicOf = (room: live.RoomRow): MusicState | null => {
  const stored = musicStateSchema.safeParse(room.music);
  return stored.success ? stored.data : null;
};

/** The spec's `music`: the tracks and what the room plays, with the server's time to place it by. */
export function music(deps: live.ChangeDeps, viewer: Viewer, target: Omit<Target, 'all_rooms'>): Promise<MusicBox> {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await roomOf(ctx, viewer, target.room_id);
    return { tracks: [...TRACKS], room_id: room.id, music: musicOf(room), server_now: deps.clock.now().toISOString() };
  });
}

/**
 * The spec's `play`: a host plays, pauses or seeks a track (a position past its end wraps round, as the track loops)
 * or stops the music, in a room or every open room, whatever activity it runs. Everyone hears MUSIC_STATE.
 */
export async function play(deps: live.ChangeDeps, viewer: Viewer, body: MusicPlayBody & { all_rooms: boolean }) {
  const track = body.track_id === null ? null : trackOf(body.track_id);
  if (track === undefined) throw notFound(MUSIC_BOX_TEXTS.noSuchTrack);
  return live.change(deps, body.event_id, async (ctx) => {
    live.mustHost(ctx.found, ctx.state, viewer);
    const rooms = body.all_rooms ? await live.openRooms(ctx.tx, ctx.found.event.id) : [await roomOf(ctx, viewer, body.room_id)];
    const state: MusicState | null = track && {
      track_id: track.id,
      playing: body.playing,
      position: body.position % track.duration_seconds,
      at: ctx.now.toISOString(),
      by_user_id: viewer.id,
    };
    for (const room of rooms) {
      await live.setMusic(ctx.tx, room.id, state);
      await ctx.emit('MUSIC_STATE', { room_id: room.id, music: state });
    }
    return { room_ids: rooms.map((room) => room.id), music: state };
  });
}

import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The music box's tracks and the room's music, with the server's time. */
export const fetchMusicBox = (eventId: string) => call(activitiesApi.musicBoxMusic, { query: { event_id: eventId } });

/** A host plays, pauses or seeks a track (null: stops the music) in their room, or in every room. */
export const playMusic = (eventId: string, trackId: string | null, playing: boolean, position: number, allRooms: boolean) =>
  call(activitiesApi.musicBoxPlay, {
    body: { event_id: eventId, track_id: trackId, playing, position, all_rooms: allRooms },
  });

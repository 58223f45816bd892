import * as z from 'zod/mini';
import { activityTargetSchema } from './activities.schemas.ts';
import { playbackCommandSchema, playbackSchema } from './playback.schemas.ts';

export const MUSIC_BOX_TEXTS = {
  noSuchTrack: 'There is no such track',
} as const;

/** One of the tracks that ship with the music box (composed by us, ADR 0056); each loops. */
export const musicTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  mood: z.string(),
  duration_seconds: z.number(),
  url: z.string(),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;

/** What a room's music box plays: a track, and where in it (positions past its end wrap round). */
export const musicStateSchema = z.extend(playbackSchema, { track_id: z.string() });
export type MusicState = z.infer<typeof musicStateSchema>;

/** The spec's `music`: the tracks, and what the room plays now, with the server's time to place it. */
export const musicBoxSchema = z.object({
  tracks: z.array(musicTrackSchema),
  room_id: z.string(),
  music: z.nullable(musicStateSchema),
  server_now: z.iso.datetime(),
});
export type MusicBox = z.infer<typeof musicBoxSchema>;

/** The spec's `play`: a host plays, pauses or seeks a track, or stops the music (track_id null). */
export const musicPlayBodySchema = z.extend(activityTargetSchema, {
  track_id: z.nullable(z.string().check(z.maxLength(64))),
  ...playbackCommandSchema.shape,
});
export type MusicPlayBody = z.input<typeof musicPlayBodySchema>;

export const musicPlayedSchema = z.object({ room_ids: z.array(z.string()), music: z.nullable(musicStateSchema) });

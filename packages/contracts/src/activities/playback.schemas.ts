import * as z from 'zod/mini';

/**
 * Playing media together (ADR 0056): the music box and watching together keep one clock for the room. The server
 * stamps each change with its own time; a client places the media at `position` plus the time since `at` while it
 * plays, on a clock it sets by the server's (`server_now` in the calls that read the state).
 */
export const PLAYBACK = {
  /** How far a client lets its media drift from the room before it seeks. */
  toleranceMs: 250,
  /** Longest position accepted: a day-long stream is not watched together. */
  maxPositionSeconds: 12 * 3600,
} as const;

export const playbackSchema = z.object({
  playing: z.boolean(),
  /** Seconds into the media at `at`. */
  position: z.number().check(z.gte(0)),
  /** The server's time of the change. */
  at: z.iso.datetime(),
  /** Who made it (a host). */
  by_user_id: z.int(),
});
export type Playback = z.infer<typeof playbackSchema>;

/** Where the controller wants the media: playing or paused, at a position. */
export const playbackCommandSchema = z.object({
  playing: z.boolean(),
  position: z.number().check(z.gte(0), z.lte(PLAYBACK.maxPositionSeconds)),
});

/** Where media playing at `playback` is at `nowMs` (the server's clock), before any end of the media. */
export function positionAt(playback: Playback, nowMs: number): number {
  if (!playback.playing) return playback.position;
  return playback.position + Math.max(0, nowMs - Date.parse(playback.at)) / 1000;
}

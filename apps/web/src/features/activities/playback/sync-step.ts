import { PLAYBACK } from '@parley/contracts';
import type { MediaReading } from './media-surface.ts';

export interface SyncStep {
  seek?: number;
  play?: boolean;
  pause?: boolean;
  /** The speed to play at: a little faster or slower closes a small gap without the jump of a seek. */
  rate: number;
}

/** What the page's estimate of the server's clock may be off by (half a round trip on a good connection). */
const CLOCK_MARGIN_S = 0.05;
/** A player further off than this seeks: one that stops seeking is within the room's 250 ms, whatever the clock. */
const SEEK_BEYOND_S = PLAYBACK.toleranceMs / 1000 - CLOCK_MARGIN_S;
/** Closer than this, the player is where the room is. */
const IN_STEP_S = 0.04;
/** The most a player speeds up or slows down to catch up: 10% is not heard as music or speech going wrong. */
const MAX_NUDGE = 0.1;

/**
 * What a player must do to be where the room is: play or pause as the room does, seek when it is far off, and nudge
 * its speed when it is a little off. `position` wraps round the media's length when it loops; past the end of media
 * that does not loop, it stays at the end. Nothing while a seek is under way: the reading is not yet true.
 */
export function syncStep(reading: MediaReading, room: { playing: boolean; position: number }, loop: boolean): SyncStep {
  if (reading.seeking) return { rate: 1 };
  const { duration } = reading;
  let target = room.position;
  if (duration !== null && duration > 0) target = loop ? target % duration : Math.min(target, duration);
  const ended = !loop && duration !== null && target >= duration;
  // How far ahead (+) or behind (−) of the room; round a loop's seam, the shorter way.
  let ahead = reading.time - target;
  if (loop && duration && Math.abs(ahead) > duration / 2) ahead -= Math.sign(ahead) * duration;
  const playing = room.playing && !ended;
  const step: SyncStep = { rate: 1 };
  if (Math.abs(ahead) > SEEK_BEYOND_S) step.seek = target;
  else if (playing && Math.abs(ahead) > IN_STEP_S) step.rate = 1 - Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, ahead / 2));
  if (playing && reading.paused) step.play = true;
  if (!playing && !reading.paused) step.pause = true;
  return step;
}

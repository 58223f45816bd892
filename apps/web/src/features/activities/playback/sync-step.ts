import type { MediaReading } from './media-surface.ts';

export interface SyncStep {
  seek?: number;
  play?: boolean;
  pause?: boolean;
}

/**
 * What a player must do to be where the room is: play or pause as the room does, and seek when it is further than
 * `tolerance` seconds from `position` (which, for media that loops, wraps round its length; past the end of media
 * that does not, it stays at the end). Nothing while a seek is under way: the reading is not yet true.
 */
export function syncStep(
  reading: MediaReading,
  room: { playing: boolean; position: number },
  tolerance: number,
  loop: boolean,
): SyncStep {
  if (reading.seeking) return {};
  const { duration } = reading;
  let target = room.position;
  if (duration !== null && duration > 0) target = loop ? target % duration : Math.min(target, duration);
  const ended = !loop && duration !== null && target >= duration;
  const step: SyncStep = {};
  // Round the loop's seam, the shorter way between the two is the drift.
  const apart = Math.abs(reading.time - target);
  const drift = loop && duration ? Math.min(apart, duration - apart) : apart;
  if (drift > tolerance) step.seek = target;
  if (room.playing && !ended && reading.paused) step.play = true;
  if ((!room.playing || ended) && !reading.paused) step.pause = true;
  return step;
}

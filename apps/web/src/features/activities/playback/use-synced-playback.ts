import { positionAt, type Playback } from '@parley/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaSurface } from './media-surface.ts';
import { syncStep } from './sync-step.ts';

/** How often a player checks itself against the room: a stall is caught within a quarter of a second. */
const CHECK_EVERY_MS = 250;
/** A seek that took longer than this was waiting on something else (a stalled network): no lead is worth more. */
const MAX_LEAD_S = 3;
/** A seek not answered by then is taken as lost: the player is checked again. */
const SEEK_GIVES_UP_MS = 5000;

/**
 * Keeps a player where the room's clock says (ADR 0056): at once when the room's playback changes, then every half
 * second. `blocked`: the browser would not start sound before a click on the page; `resume` is that click.
 */
export function useSyncedPlayback(surface: MediaSurface | null, playback: Playback | null, offsetMs: number, loop: boolean) {
  const [blocked, setBlocked] = useState(false);
  const start = useCallback(
    (player: MediaSurface) =>
      player.play().then(
        () => setBlocked(false),
        (err: unknown) => setBlocked(err instanceof DOMException && err.name === 'NotAllowedError'),
      ),
    [],
  );
  // How long this player's seeks take to land (media fetched from afar takes a while): a playing video is sent that
  // far ahead, so that it lands where the room is by then instead of chasing it.
  const lead = useRef(0);
  useEffect(() => {
    if (!surface || !playback) return;
    let starting = false;
    let seekSent: number | null = null;
    const check = () => {
      if (seekSent !== null && performance.now() - seekSent < SEEK_GIVES_UP_MS) return;
      const reading = surface.read();
      if (!reading) return;
      const room = { playing: playback.playing, position: positionAt(playback, Date.now() + offsetMs) };
      const step = syncStep(reading, room, loop);
      surface.setRate?.(step.rate);
      if (step.seek !== undefined) {
        const sent = performance.now();
        seekSent = sent;
        void surface.seek(playback.playing ? step.seek + lead.current : step.seek).then(() => {
          lead.current = Math.min(MAX_LEAD_S, (performance.now() - sent) / 1000);
          if (seekSent === sent) seekSent = null;
        });
      }
      if (step.pause) surface.pause();
      if (step.play && !starting) {
        starting = true;
        void start(surface).finally(() => (starting = false));
      }
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [surface, playback, offsetMs, loop, start]);
  return { blocked, resume: () => surface && void start(surface) };
}

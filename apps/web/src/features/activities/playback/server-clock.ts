import { useEffect, useRef, useState } from 'react';

/** How far this device's clock is behind the server's, and how long the round trip took that measured it. */
export interface ServerClock {
  offsetMs: number;
  roundTripMs: number;
}

/**
 * One reading of the server's clock: half the round trip is taken as the way back, so it is off by at most half of
 * it. A round trip slowed on one side only (a page still loading, a busy network) makes a poor reading.
 */
export async function readServerClock(ask: () => Promise<{ server_now: string }>): Promise<ServerClock> {
  const sent = performance.now();
  const { server_now } = await ask();
  const roundTripMs = performance.now() - sent;
  return { offsetMs: Date.parse(server_now) - (Date.now() - roundTripMs / 2), roundTripMs };
}

/** Of two readings, the one with the shorter round trip: it had less room to be wrong (as NTP keeps). */
export const betterClock = (kept: ServerClock | null, reading: ServerClock): ServerClock =>
  kept && kept.roundTripMs <= reading.roundTripMs ? kept : reading;

const READINGS = 5;
const READING_EVERY_MS = 1000;

/**
 * The server's clock as this page sets it: a reading at once, then one a second for a few seconds, keeping the best.
 * Undefined until the first arrives. `key` names what is read (the room): a new one starts over.
 */
export function useServerClock(ask: () => Promise<{ server_now: string }>, key: string): number | undefined {
  const [best, setBest] = useState<{ key: string; clock: ServerClock } | null>(null);
  // The call of the latest render; what it reads is named by `key`, so a new call for the same room does not start over.
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = async (left: number) => {
      const reading = await readServerClock(latestAsk.current).catch(() => null);
      if (stopped) return;
      if (reading) setBest((kept) => ({ key, clock: betterClock(kept?.key === key ? kept.clock : null, reading) }));
      if (left > 1) timer = setTimeout(() => void take(left - 1), READING_EVERY_MS);
    };
    void take(READINGS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);
  return best?.key === key ? best.clock.offsetMs : undefined;
}

import { RECORDING_MAX_SECONDS } from '@parley/contracts';
import { useEffect, useState, type RefObject } from 'react';
import type { Stopwatch } from './stopwatch.ts';

/**
 * The recorded time for a timer, read from `stopwatch` every `tickMs` while `running`; `atLimit` once the recording
 * reached RECORDING_MAX_SECONDS, past which the server refuses chunks. `setElapsedMs` resets the shown time.
 */
export function useRecordingClock(stopwatch: RefObject<Stopwatch>, running: boolean, tickMs: number) {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsedMs(stopwatch.current.elapsedMs()), tickMs);
    return () => clearInterval(timer);
  }, [running, stopwatch, tickMs]);
  return { elapsedMs, setElapsedMs, atLimit: elapsedMs >= RECORDING_MAX_SECONDS * 1000 };
}

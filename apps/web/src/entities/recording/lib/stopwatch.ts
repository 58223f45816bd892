/** Recorded time: runs while recording, holds while paused, so the timer shows speech time only. */
export function createStopwatch(now: () => number = () => performance.now()) {
  let banked = 0;
  let since: number | null = null;
  return {
    start() {
      banked = 0;
      since = now();
    },
    pause() {
      if (since === null) return;
      banked += now() - since;
      since = null;
    },
    resume() {
      if (since === null) since = now();
    },
    elapsedMs: () => banked + (since === null ? 0 : now() - since),
  };
}
export type Stopwatch = ReturnType<typeof createStopwatch>;

import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock/port.ts';
import type { CountersPort } from './port.ts';

/** Keys kept at most: a flood of new addresses pushes out the oldest windows rather than growing without end. */
const MAX_KEYS = 100_000;

/** This process's own counts, on the app's clock (tests move it instead of waiting out a window). */
export function createMemoryCounters(clock: Clock): CountersPort {
  const windows = new LRUCache<string, { endsAt: number; count: number }>({ max: MAX_KEYS });
  return {
    driver: 'memory',
    hit: async (key, windowMs) => {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || now >= window.endsAt) {
        window = { endsAt: now + windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - now };
    },
    close: async () => undefined,
  };
}

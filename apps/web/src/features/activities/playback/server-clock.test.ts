import { describe, expect, it, vi } from 'vitest';
import { betterClock, readServerClock } from './server-clock.ts';

describe('the server clock', () => {
  it('takes half the round trip as the way back', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T10:00:00.000Z'), toFake: ['Date', 'performance'] });
    try {
      const reading = await readServerClock(async () => {
        vi.advanceTimersByTime(100);
        // The server read its clock half way, 2 s ahead of this device's.
        return { server_now: '2026-03-10T10:00:02.050Z' };
      });
      expect(reading).toEqual({ offsetMs: 2000, roundTripMs: 100 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the reading with the shorter round trip', () => {
    const quick = { offsetMs: 10, roundTripMs: 20 };
    const slow = { offsetMs: 300, roundTripMs: 600 };
    expect(betterClock(null, slow)).toBe(slow);
    expect(betterClock(slow, quick)).toBe(quick);
    expect(betterClock(quick, slow)).toBe(quick);
  });
});

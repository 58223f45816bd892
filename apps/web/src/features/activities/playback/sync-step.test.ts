import { describe, expect, it } from 'vitest';
import { syncStep } from './sync-step.ts';

const reading = (time: number, paused = false, duration: number | null = 100) => ({ time, paused, seeking: false, duration });

describe('syncStep', () => {
  it('leaves a player in step alone, seeks one more than 200 ms off, and nudges the speed of one in between', () => {
    expect(syncStep(reading(10.03), { playing: true, position: 10 }, false)).toEqual({ rate: 1 });
    expect(syncStep(reading(10.21), { playing: true, position: 10 }, false)).toEqual({ seek: 10, rate: 1 });
    expect(syncStep(reading(9.9), { playing: true, position: 10 }, false).rate).toBeCloseTo(1.05);
    expect(syncStep(reading(10.18), { playing: true, position: 10 }, false).rate).toBeCloseTo(0.91);
    expect(syncStep(reading(9, true), { playing: false, position: 10 }, false)).toEqual({ seek: 10, rate: 1 });
    expect(syncStep(reading(9.9, true), { playing: false, position: 10 }, false)).toEqual({ rate: 1 });
  });

  it('plays and pauses as the room does', () => {
    expect(syncStep(reading(10, true), { playing: true, position: 10 }, false)).toEqual({ play: true, rate: 1 });
    expect(syncStep(reading(10, false), { playing: false, position: 10 }, false)).toEqual({ pause: true, rate: 1 });
    expect(syncStep(reading(10, true), { playing: false, position: 10 }, false)).toEqual({ rate: 1 });
  });

  it('wraps a looping track round its length, the gap measured across the seam', () => {
    expect(syncStep(reading(5), { playing: true, position: 205 }, true)).toEqual({ rate: 1 });
    expect(syncStep(reading(99.98), { playing: true, position: 200.01 }, true)).toEqual({ rate: 1 });
    expect(syncStep(reading(99.9), { playing: true, position: 200 }, true).rate).toBeCloseTo(1.05);
    expect(syncStep(reading(50), { playing: true, position: 230 }, true)).toEqual({ seek: 30, rate: 1 });
  });

  it('stops media that does not loop at its end', () => {
    expect(syncStep(reading(100, false), { playing: true, position: 130 }, false)).toEqual({ pause: true, rate: 1 });
    expect(syncStep(reading(100, true), { playing: true, position: 130 }, false)).toEqual({ rate: 1 });
  });

  it('waits while a seek is under way, and plays media whose length it does not know yet from the position', () => {
    expect(syncStep({ ...reading(3), seeking: true }, { playing: true, position: 50 }, false)).toEqual({ rate: 1 });
    expect(syncStep(reading(3, true, null), { playing: true, position: 50 }, true)).toEqual({ seek: 50, play: true, rate: 1 });
  });
});

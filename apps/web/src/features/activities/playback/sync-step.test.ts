import { describe, expect, it } from 'vitest';
import { syncStep } from './sync-step.ts';

const reading = (time: number, paused = false, duration: number | null = 100) => ({ time, paused, seeking: false, duration });

describe('syncStep', () => {
  it('leaves a player within the tolerance alone, and seeks one further off', () => {
    expect(syncStep(reading(10.2), { playing: true, position: 10 }, 0.25, false)).toEqual({});
    expect(syncStep(reading(10.3), { playing: true, position: 10 }, 0.25, false)).toEqual({ seek: 10 });
    expect(syncStep(reading(9, true), { playing: false, position: 10 }, 0.25, false)).toEqual({ seek: 10 });
  });

  it('plays and pauses as the room does', () => {
    expect(syncStep(reading(10, true), { playing: true, position: 10 }, 0.25, false)).toEqual({ play: true });
    expect(syncStep(reading(10, false), { playing: false, position: 10 }, 0.25, false)).toEqual({ pause: true });
    expect(syncStep(reading(10, true), { playing: false, position: 10 }, 0.25, false)).toEqual({});
  });

  it('wraps a looping track round its length, the drift measured across the seam', () => {
    expect(syncStep(reading(5), { playing: true, position: 205 }, 0.25, true)).toEqual({});
    expect(syncStep(reading(99.9), { playing: true, position: 200.05 }, 0.25, true)).toEqual({});
    expect(syncStep(reading(50), { playing: true, position: 230 }, 0.25, true)).toEqual({ seek: 30 });
  });

  it('stops media that does not loop at its end', () => {
    expect(syncStep(reading(100, false), { playing: true, position: 130 }, 0.25, false)).toEqual({ pause: true });
    expect(syncStep(reading(100, true), { playing: true, position: 130 }, 0.25, false)).toEqual({});
  });

  it('waits while a seek is under way, and plays media whose length it does not know yet from the position', () => {
    expect(syncStep({ ...reading(3), seeking: true }, { playing: true, position: 50 }, 0.25, false)).toEqual({});
    expect(syncStep(reading(3, true, null), { playing: true, position: 50 }, 0.25, true)).toEqual({ seek: 50, play: true });
  });
});

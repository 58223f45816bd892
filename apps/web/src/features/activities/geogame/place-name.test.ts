import { describe, expect, it } from 'vitest';
import { placeName } from './place-name.ts';

describe('placeName', () => {
  it('reads a point with its hemispheres', () => {
    expect(placeName({ lat: 48.8566, lon: 2.3522 })).toBe('48.9° N, 2.4° E');
    expect(placeName({ lat: -33.87, lon: -70.65 })).toBe('33.9° S, 70.7° W');
    expect(placeName({ lat: 0, lon: 0 })).toBe('0.0° N, 0.0° E');
  });
});

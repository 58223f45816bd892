import type { StrokePoint } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { strokePath } from './stroke-path.ts';

const numbers = (path: string) => [...path.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

describe('strokePath', () => {
  it('outlines a stroke around its points, scaled to the canvas it is drawn on', () => {
    const line: StrokePoint[] = [
      [0.1, 0.5, 0.5],
      [0.5, 0.5, 0.5],
      [0.9, 0.5, 0.5],
    ];
    const small = numbers(strokePath(line, 8, 400, 300));
    const large = numbers(strokePath(line, 8, 800, 600));
    expect(Math.min(...small.filter((_, i) => i % 2 === 0))).toBeGreaterThan(30);
    expect(Math.max(...small.filter((_, i) => i % 2 === 0))).toBeLessThan(370);
    // Twice the canvas, twice every coordinate (a stroke looks the same on every screen).
    expect(Math.max(...large.filter((_, i) => i % 2 === 0))).toBeCloseTo(2 * Math.max(...small.filter((_, i) => i % 2 === 0)), 0);
    expect(strokePath(line, 8, 400, 300)).toMatch(/^M.* Z$/);
  });

  it('draws a dot for a single point and nothing for none', () => {
    expect(strokePath([[0.5, 0.5, 0.5]], 16, 800, 600)).toMatch(/^M/);
    expect(strokePath([], 16, 800, 600)).toBe('');
  });
});

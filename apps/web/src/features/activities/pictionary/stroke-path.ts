import type { StrokePoint } from '@parley/contracts';
import { getStroke } from 'perfect-freehand';

/** A stroke's size is in pixels of a canvas this wide; other canvases scale it, so every screen draws alike. */
export const REFERENCE_WIDTH = 800;

/**
 * The outline of a stroke drawn with perfect-freehand, as an SVG path for a canvas of `width` × `height` pixels:
 * the points are fractions of the canvas, the pressure is the pen's (a mouse reports 0.5 throughout).
 */
export function strokePath(points: readonly StrokePoint[], size: number, width: number, height: number): string {
  const outline = getStroke(
    points.map(([x, y, pressure]) => [x * width, y * height, pressure]),
    { size: (size * width) / REFERENCE_WIDTH, thinning: 0.5, smoothing: 0.5, streamline: 0.5, simulatePressure: false },
  );
  const [first, ...rest] = outline as [number, number][];
  if (!first || rest.length === 0) return '';
  // Quadratic curves through the midpoints of the outline: smooth, and closed back to the start.
  let path = `M${first[0].toFixed(1)},${first[1].toFixed(1)}`;
  for (let i = 0; i < rest.length; i++) {
    const [x, y] = rest[i]!;
    const [nx, ny] = rest[(i + 1) % rest.length]!;
    path += ` Q${x.toFixed(1)},${y.toFixed(1)} ${((x + nx) / 2).toFixed(1)},${((y + ny) / 2).toFixed(1)}`;
  }
  return `${path} Z`;
}

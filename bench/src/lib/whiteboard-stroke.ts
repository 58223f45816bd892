import type { ClientMessage, WhiteboardElement } from '@parley/contracts';

/**
 * A freedraw element as Excalidraw's board sends it while a stroke is drawn: every field Excalidraw keeps, the
 * points a wavy line in pixels with two decimals, one point more with each draft. The first fields are the contract's
 * (id, type, version), so a frame's stroke can be found by its text without parsing it (strokeKeys).
 */
export function freedraw(id: string, points: number, version: number, seed: number): WhiteboardElement {
  const path: [number, number][] = Array.from({ length: points }, (_, i) => [
    Math.round(i * 4.37 * 100) / 100,
    Math.round(Math.sin((i + seed) / 5) * 30 * 100) / 100,
  ]);
  return {
    id,
    type: 'freedraw',
    version,
    versionNonce: (seed * 7919 + version) | 0,
    isDeleted: false,
    index: 'a0',
    x: 120 + (seed % 400),
    y: 80 + (seed % 300),
    width: points * 4.37,
    height: 60,
    angle: 0,
    strokeColor: '#1e1e1e',
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    roundness: null,
    seed: seed * 104729,
    updated: 1_764_000_000_000 + version,
    link: null,
    locked: false,
    boundElements: null,
    points: path,
    pressures: [],
    simulatePressure: true,
    lastCommittedPoint: null,
  };
}

/** The client's frame: a draft while drawing, the commit at the stroke's end (what Parley's board sends). */
export const strokeFrame = (type: 'WHITEBOARD_DRAFT' | 'WHITEBOARD_COMMIT', element: WhiteboardElement) =>
  JSON.stringify({ type, payload: { elements: [element] } } satisfies ClientMessage);

const STROKE_KEY = /"id":"(s\d+-\d+)","type":"freedraw","version":(\d+)/g;

/** The strokes a received frame carries, as `id:version`, found by their text (parsing every frame would load the bench). */
export function strokeKeys(frame: string): string[] {
  return Array.from(frame.matchAll(STROKE_KEY), (m) => `${m[1]}:${m[2]}`);
}

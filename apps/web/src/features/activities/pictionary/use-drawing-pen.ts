import { PICTIONARY, type PictionaryStroke, type StrokePoint } from '@parley/contracts';
import { useRef, type PointerEvent } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import type { StrokeMap } from './use-stroke-layers.ts';

/** How often the stroke being drawn goes out: about 30 times a second, as smooth as video. */
const SEND_EVERY_MS = 33;

export interface Pen {
  color: PictionaryStroke['color'];
  size: PictionaryStroke['size'];
}

interface Layers {
  finished: { current: StrokeMap };
  drawing: { current: StrokeMap };
  paint: () => void;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;
const newStrokeId = () => Math.random().toString(36).slice(2, 12);

/** A pointer position as fractions of the canvas; a mouse or finger has no pressure of its own. */
const pointOf = (box: DOMRect, at: globalThis.PointerEvent): StrokePoint => [
  round((at.clientX - box.left) / box.width),
  round((at.clientY - box.top) / box.height),
  round(at.pointerType === 'pen' ? at.pressure : 0.5),
];

/**
 * The drawer's pointer on the canvas: a stroke per press, its points streamed while the pen moves and the stroke
 * sent whole when it lifts (ADR 0050). Without a pen (everyone who watches) the handlers do nothing.
 */
export function useDrawingPen(feed: MessageFeed, pen: Pen | null, layers: Layers) {
  const mine = useRef<{ stroke: PictionaryStroke; sent: number; timer: number | null } | null>(null);

  const sendPoints = () => {
    const current = mine.current;
    if (!current) return;
    current.timer = null;
    const { stroke } = current;
    while (current.sent < stroke.points.length) {
      const points = stroke.points.slice(current.sent, current.sent + PICTIONARY.pointsPerMessage);
      feed.send({ type: 'PICTIONARY_POINTS', payload: { piece: { ...stroke, start: current.sent, points } } });
      current.sent += points.length;
    }
  };

  const finish = () => {
    const current = mine.current;
    if (!current) return;
    if (current.timer !== null) clearTimeout(current.timer);
    mine.current = null;
    layers.drawing.current.delete(current.stroke.id);
    layers.finished.current.set(current.stroke.id, current.stroke);
    feed.send({ type: 'PICTIONARY_STROKE', payload: { stroke: current.stroke } });
    layers.paint();
  };

  const begin = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!pen) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event.currentTarget.getBoundingClientRect(), event.nativeEvent);
    const stroke = { id: newStrokeId(), ...pen, points: [point] };
    mine.current = { stroke, sent: 0, timer: null };
    layers.drawing.current.set(stroke.id, stroke);
    layers.paint();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = mine.current;
    if (!current) return;
    const box = event.currentTarget.getBoundingClientRect();
    // Coalesced events: every position the pointer passed since the last frame, for smooth fast strokes.
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const moved of moves.length ? moves : [event.nativeEvent]) current.stroke.points.push(pointOf(box, moved));
    // A stroke as long as one may be is finished, and the pen goes on with a new one.
    if (current.stroke.points.length >= PICTIONARY.pointsPerStroke) {
      finish();
      begin(event);
      return;
    }
    current.timer ??= window.setTimeout(sendPoints, SEND_EVERY_MS);
    layers.paint();
  };

  return { onPointerDown: begin, onPointerMove: move, onPointerUp: finish, onPointerCancel: finish };
}

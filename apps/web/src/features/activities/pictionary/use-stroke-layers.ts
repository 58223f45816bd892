import type { PictionaryStroke } from '@parley/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { strokePath } from './stroke-path.ts';

const ASPECT = 3 / 4;

export type StrokeMap = Map<string, PictionaryStroke>;

/**
 * What a turn's canvas shows, in two layers: finished strokes (the server's, and those that arrive) and strokes still
 * being drawn (the drawer's own, or others' as their points arrive). `paint` redraws both, at most once a frame, at
 * the canvas's own pixel size.
 */
export function useStrokeLayers(turnId: string, strokes: PictionaryStroke[], feed: MessageFeed) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const finished = useRef<StrokeMap>(new Map());
  const drawing = useRef<StrokeMap>(new Map());
  const frame = useRef<number | null>(null);

  // Only refs: one function for the canvas's life.
  const paint = useCallback(() => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const { width, height } = canvas;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      for (const stroke of [...finished.current.values(), ...drawing.current.values()]) {
        context.fillStyle = stroke.color;
        context.fill(new Path2D(strokePath(stroke.points, stroke.size, width, height)));
      }
    });
  }, []);

  useEffect(() => {
    for (const stroke of strokes) finished.current.set(stroke.id, stroke);
    paint();
  }, [strokes, paint]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // The canvas keeps the pixels of its box, so strokes stay sharp at any size.
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.round(entry!.contentRect.width * devicePixelRatio);
      canvas.width = width;
      canvas.height = Math.round(width * ASPECT);
      paint();
    });
    resize.observe(canvas);
    const stop = feed.subscribe((message) => {
      if (message.type === 'PICTIONARY_POINTS' && message.payload.turn_id === turnId) {
        const { piece } = message.payload;
        const stroke = drawing.current.get(piece.id) ?? { id: piece.id, color: piece.color, size: piece.size, points: [] };
        stroke.points.splice(piece.start, stroke.points.length - piece.start, ...piece.points);
        drawing.current.set(piece.id, stroke);
      } else if (message.type === 'PICTIONARY_STROKE' && message.payload.turn_id === turnId) {
        drawing.current.delete(message.payload.stroke.id);
        finished.current.set(message.payload.stroke.id, message.payload.stroke);
      } else if (message.type === 'PICTIONARY_CLEAR' && message.payload.turn_id === turnId) {
        finished.current.clear();
        drawing.current.clear();
      } else return;
      paint();
    });
    return () => {
      stop();
      resize.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [feed, turnId, paint]);

  return { canvasRef, finished, drawing, paint };
}

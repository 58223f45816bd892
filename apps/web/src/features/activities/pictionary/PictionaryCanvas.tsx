import Box from '@mui/material/Box';
import type { PictionaryStroke } from '@parley/contracts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { useDrawingPen, type Pen } from './use-drawing-pen.ts';
import { useStrokeLayers } from './use-stroke-layers.ts';

interface Props {
  turnId: string;
  /** The turn's strokes as the server last told them (a late joiner's, a reload's); those seen live are kept too. */
  strokes: PictionaryStroke[];
  feed: MessageFeed;
  /** The drawer's pen; null for everyone who watches. */
  pen: Pen | null;
  label: string;
}

/**
 * The Pictionary canvas of one turn: every stroke rendered with perfect-freehand at the canvas's own size, and the
 * drawer's pointer making new ones.
 */
export function PictionaryCanvas({ turnId, strokes, feed, pen, label }: Props) {
  const { canvasRef, finished, drawing, paint } = useStrokeLayers(turnId, strokes, feed);
  const handlers = useDrawingPen(feed, pen, { finished, drawing, paint });
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      {...handlers}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: '#ffffff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        touchAction: pen ? 'none' : 'auto',
        cursor: pen ? 'crosshair' : 'default',
      }}
    />
  );
}

import Box from '@mui/material/Box';
import type { LiveBoard, WhiteboardElement } from '@parley/contracts';
import { useCallback, useRef } from 'react';
import { SaveStatus } from '../../../ui/autosave/SaveStatus.tsx';
import { useAutosave } from '../../../ui/autosave/use-autosave.ts';
import { inMessages } from '../../../ui/whiteboard/board-messages.ts';
import Board, { type BoardHandle } from '../../../ui/whiteboard/Board.tsx';
import { drawOnBoard } from '../api/live-boards.ts';

/**
 * A live board on the live rooms' whiteboard (ui/whiteboard, loaded with this chunk only). Finished elements wait in
 * `pending` (the newest of each) and autosave sends them in the live room's message sizes; what failed stays pending
 * and goes with the next try. The server keeps the newer version of each, so sending one twice is harmless.
 */
export default function LiveBoardCanvas({ board }: { board: LiveBoard }) {
  const pending = useRef(new Map<string, WhiteboardElement>());
  const { state, saver } = useAutosave(async () => {
    const sending = [...pending.current.values()];
    for (const part of inMessages(sending)) await drawOnBoard(board.id, part);
    for (const element of sending) if (pending.current.get(element.id) === element) pending.current.delete(element.id);
  });
  const onReady = useCallback((handle: BoardHandle) => handle.merge(board.elements), [board.elements]);
  const onCommit = useCallback(
    (elements: WhiteboardElement[]) => {
      for (const element of elements) pending.current.set(element.id, element);
      saver.change(pending.current.size);
      return elements;
    },
    [saver],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <SaveStatus state={state} onRetry={() => saver.flush()} />
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
        <Board canDraw onReady={onReady} onCommit={onCommit} />
      </Box>
    </Box>
  );
}

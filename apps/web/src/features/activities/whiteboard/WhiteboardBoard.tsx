import type { WhiteboardElement } from '@parley/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { inMessages } from '../../../ui/whiteboard/board-messages.ts';
import Board, { type BoardHandle } from '../../../ui/whiteboard/Board.tsx';
import { fetchScene } from '../api/whiteboard.ts';

export type { BoardHandle };

interface Props {
  eventId: string;
  roomId: string;
  canDraw: boolean;
  feed: MessageFeed;
  onReady: (handle: BoardHandle) => void;
}

/**
 * The room's board (loaded only when a whiteboard opens). What this person draws goes out as drafts while the
 * pointer is down and as a commit when it is up; what others draw arrives the same way and is merged by
 * Excalidraw's reconcile rule, the one the server keeps (ADR 0049).
 */
export default function WhiteboardBoard({ eventId, roomId, canDraw, feed, onReady }: Props) {
  const [board, setBoard] = useState<BoardHandle | null>(null);

  useEffect(() => {
    if (!board) return;
    let alive = true;
    const load = () =>
      fetchScene(eventId)
        .then((scene) => alive && scene.room_id === roomId && board.merge(scene.elements))
        .catch(() => undefined);
    void load();
    const stop = feed.subscribe((message) => {
      // A snapshot follows a long disconnection: the board asks again for everything it may have missed.
      if (message.type === 'SNAPSHOT') void load();
      else if (
        (message.type === 'WHITEBOARD_ELEMENTS' || message.type === 'WHITEBOARD_DRAFT') &&
        message.payload.room_id === roomId
      )
        board.merge(message.payload.elements);
    });
    onReady(board);
    return () => {
      alive = false;
      stop();
    };
  }, [board, eventId, roomId, feed, onReady]);

  const onDraft = useCallback(
    (elements: WhiteboardElement[]) => {
      for (const batch of inMessages(elements)) feed.send({ type: 'WHITEBOARD_DRAFT', payload: { elements: batch } });
    },
    [feed],
  );
  const onCommit = useCallback(
    (elements: WhiteboardElement[]) =>
      inMessages(elements).flatMap((batch) =>
        feed.send({ type: 'WHITEBOARD_COMMIT', payload: { elements: batch } }) ? batch : [],
      ),
    [feed],
  );
  return <Board canDraw={canDraw} onReady={setBoard} onCommit={onCommit} onDraft={onDraft} />;
}

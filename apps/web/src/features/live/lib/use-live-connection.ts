import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerMessage } from '@parley/contracts';
import { LiveSocket, type LiveSocketStatus } from '../../../lib/realtime/live-socket.ts';
import { createMessageFeed } from '../../../lib/realtime/message-feed.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { RoomMedia } from '../media/room-media.ts';
import { testHooks } from '../media/test-hooks.ts';
import { applyRoomMessage } from '../state/live-room-query.ts';

export interface FinalClose {
  code: number;
  reason: string;
}

/**
 * The socket and the room's media (the peer mesh, or Janus) of one visit to the live room, created together so that signals are buffered
 * from the moment the socket exists (an offer may arrive while the camera prompt is still open).
 */
/** What activities keep for themselves besides the room's state (boards, a game's canvas). */
const ACTIVITY_MESSAGES = new Set<ServerMessage['type']>([
  'SNAPSHOT',
  'WHITEBOARD_ELEMENTS',
  'PICTIONARY_STROKE',
  'PICTIONARY_CLEAR',
  'PICTIONARY_WORD',
  'PICTIONARY_CHOICES',
]);

export function useLiveConnection(eventId: string, meId: number) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const [finalClose, setFinalClose] = useState<FinalClose | null>(null);
  const [streams, setStreams] = useState<ReadonlyMap<number, MediaStream>>(new Map());
  /** Shared screens received, by sharer (ADR 0051). */
  const [screens, setScreens] = useState<ReadonlyMap<number, MediaStream>>(new Map());
  const socketRef = useRef<LiveSocket | null>(null);
  const mediaRef = useRef<RoomMedia | null>(null);
  // Stable for the visit: the board subscribes once; sends go to whichever socket is current.
  const [{ emit, connect, feed }] = useState(createMessageFeed);

  useEffect(() => {
    const { screenRegistry, ...hooks } = testHooks();
    const media = new RoomMedia({
      selfId: meId,
      send: (to, data) => socket.send({ type: 'SIGNAL', payload: { to_user_id: to, data } }),
      onStreams: setStreams,
      screens: {
        send: (to, data, role) => socket.send({ type: 'SIGNAL', payload: { to_user_id: to, data, screen: role } }),
        onScreens: setScreens,
        registry: screenRegistry,
      },
      ...hooks,
    });
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'SIGNAL') {
        const { from_user_id: from, data, screen } = message.payload;
        return screen ? media.screens.receive(from, data, screen) : media.receive(from, data);
      }
      if (message.type === 'ERROR') {
        // The part of the room that sent the refused message may undo what it started (a screen share).
        emit(message);
        return showToast(message.payload.message, 'error');
      }
      if (message.type === 'PONG') return;
      // Boards keep their own elements: drafts go to them only, stored elements and snapshots to them as well.
      if (message.type === 'WHITEBOARD_DRAFT' || message.type === 'PICTIONARY_POINTS') return emit(message);
      if (ACTIVITY_MESSAGES.has(message.type)) emit(message);
      applyRoomMessage(queryClient, eventId, meId, message);
    };
    const socket = new LiveSocket({
      origin: location.origin,
      eventId,
      onMessage,
      onStatus: setStatus,
      onFinalClose: (code, reason) => setFinalClose({ code, reason }),
    });
    socketRef.current = socket;
    mediaRef.current = media;
    connect((message) => socket.send(message));
    socket.start();
    return () => {
      connect(null);
      socket.stop();
      media.close();
      socketRef.current = null;
      mediaRef.current = null;
    };
  }, [eventId, meId, queryClient, emit, connect]);

  /** How wide a person's tile is drawn, for the layer of their video a media server sends. */
  const tileWidth = useCallback((personId: number, width: number) => mediaRef.current?.setTileWidth(personId, width), []);

  return { status, finalClose, streams, screens, socketRef, mediaRef, feed, tileWidth };
}

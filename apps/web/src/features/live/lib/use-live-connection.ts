import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ServerMessage } from '@parley/contracts';
import { LiveSocket, type LiveSocketStatus } from '../../../lib/realtime/live-socket.ts';
import { createMessageFeed } from '../../../lib/realtime/message-feed.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { PeerMesh } from '../media/peer-mesh.ts';
import { testHooks } from '../media/test-hooks.ts';
import { applyRoomMessage } from '../state/live-room-query.ts';

export interface FinalClose {
  code: number;
  reason: string;
}

/**
 * The socket and the peer mesh of one visit to the live room, created together so that signals are buffered
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
  const meshRef = useRef<PeerMesh | null>(null);
  // Stable for the visit: the board subscribes once; sends go to whichever socket is current.
  const [{ emit, connect, feed }] = useState(createMessageFeed);

  useEffect(() => {
    const { screenRegistry, ...hooks } = testHooks();
    const mesh = new PeerMesh({
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
        return screen ? mesh.screens.receive(from, data, screen) : mesh.receive(from, data);
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
    meshRef.current = mesh;
    connect((message) => socket.send(message));
    socket.start();
    return () => {
      connect(null);
      socket.stop();
      mesh.close();
      socketRef.current = null;
      meshRef.current = null;
    };
  }, [eventId, meId, queryClient, emit, connect]);

  return { status, finalClose, streams, screens, socketRef, meshRef, feed };
}

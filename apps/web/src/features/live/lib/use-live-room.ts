import { useEffect, useState } from 'react';
import type { User } from '@parley/contracts';
import { useLocalMedia } from '../media/use-local-media.ts';
import { useLiveRoomState } from '../state/live-room-query.ts';
import { conversationKey, roomMates } from './conversation.ts';
import { useConversationRecording } from './use-conversation-recording.ts';
import { useFinishLeftoverRecording } from './use-finish-leftover-recording.ts';
import { useLiveConnection } from './use-live-connection.ts';
import { useMediaSync } from './use-media-sync.ts';
import { roomMembersKey, useRoomPeers } from './use-room-peers.ts';
import { useScreenShare } from './use-screen-share.ts';

/**
 * One event's live room for the signed-in user: the connection and the room state it fills, this user's camera and
 * microphone, the peers of their breakout room, the room's screen share, and the recording of their conversation.
 */
export function useLiveRoom(eventId: string, me: User) {
  const connection = useLiveConnection(eventId, me.id);
  const state = useLiveRoomState(eventId);
  const media = useLocalMedia();
  const [roomRefusal, setRoomRefusal] = useState<string | null>(null);
  const myself = state?.people.find((p) => p.id === me.id);
  // The address may carry the short id; the API takes the event's own.
  const apiEventId = state?.event.event_id ?? eventId;

  useMediaSync(media, myself, connection.status, connection.socketRef, connection.mediaRef);
  useRoomPeers(apiEventId, roomMembersKey(state, me.id), connection.mediaRef, setRoomRefusal);
  const others = roomMates(state, me.id);
  const conversation = conversationKey(state, me.id);
  const recording = useConversationRecording({
    eventId: apiEventId,
    mine: media.stream,
    theirs: others.flatMap((p) => connection.streams.get(p.id) ?? []),
    conversation,
  });
  useFinishLeftoverRecording(apiEventId, myself?.recording);
  const screen = useScreenShare(connection, state, me.id);

  useEffect(() => {
    if (state?.reload) location.reload();
  }, [state?.reload]);

  return { connection, state, media, roomRefusal, myself, apiEventId, others, conversation, recording, screen };
}
export type LiveRoomParts = ReturnType<typeof useLiveRoom>;

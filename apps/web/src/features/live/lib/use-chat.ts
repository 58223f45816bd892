import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@parley/contracts';
import { chatHistoryQueryOptions, sendChat } from '../api/chat.ts';
import { applyOwnChat } from '../state/live-room-query.ts';
import type { LiveRoomState } from '../state/live-room.ts';
import { chatItems, mergeChat, type Outgoing } from './chat-items.ts';

export const canSendChat = (text: string, enabled: boolean) =>
  enabled && text.trim().length > 0 && text.trim().length <= CHAT_MESSAGE_MAX;

/** The live room's chat: history, live messages, and this user's sends with their state. */
export function useChat(eventId: string, meId: number, state: LiveRoomState | undefined) {
  const queryClient = useQueryClient();
  const history = useQuery({ ...chatHistoryQueryOptions(eventId), enabled: Boolean(state) });
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const messages = useMemo(() => mergeChat(history.data ?? [], state?.chat ?? []), [history.data, state?.chat]);
  const items = useMemo(() => chatItems(messages, outgoing, meId), [messages, outgoing, meId]);
  const fromOthers = messages.filter((m) => m.user.id !== meId).length;

  const send = (text: string) => {
    const key = crypto.randomUUID();
    setOutgoing((list) => [...list, { key, text: text.trim(), status: 'sending' }]);
    sendChat(eventId, text.trim()).then(
      (message) => {
        applyOwnChat(queryClient, eventId, message);
        setOutgoing((list) => list.filter((o) => o.key !== key));
      },
      () => setOutgoing((list) => list.map((o) => (o.key === key ? { ...o, status: 'failed' } : o))),
    );
  };

  return { items, send, fromOthers, enabled: state?.chat_enabled ?? false };
}

import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@parley/contracts';
import { translateChat, translationStatusQueryOptions } from '../api/chat.ts';
import { translationTarget } from '../lib/translation-target.ts';
import type { useChat } from '../lib/use-chat.ts';
import { ChatPanel } from './ChatPanel.tsx';

interface Props {
  /** The event's own id, for the translate call. */
  eventId: string;
  me: User;
  chat: ReturnType<typeof useChat>;
  onClose: () => void;
}

/** The open chat, with a translate button on messages when the server can translate into a language this user speaks. */
export function RoomChat({ eventId, me, chat, onClose }: Props) {
  const translation = useQuery(translationStatusQueryOptions());
  const target = translationTarget(me.speaking, navigator.languages);
  return (
    <Box sx={{ p: 1.5 }}>
      <ChatPanel
        items={chat.items}
        enabled={chat.enabled}
        onSend={chat.send}
        onClose={onClose}
        translate={translation.data?.available && target ? (messageId) => translateChat(eventId, messageId, target) : undefined}
      />
    </Box>
  );
}

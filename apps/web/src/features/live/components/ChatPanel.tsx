import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../lib/chat-items.ts';
import { ChatBubble } from './ChatBubble.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import '../texts.ts';

interface Props {
  items: ChatItem[];
  enabled: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
  /** Offered when the server can translate and the reader has a language to translate into. */
  translate?: (messageId: string) => Promise<{ text: string; source: string }>;
}

/** The spec's 300×400 chat side panel; it sits beside the tiles, never over faces. */
export function ChatPanel({ items, enabled, onSend, onClose, translate }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, and React calls what an effect returns.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items.length]);
  return (
    <Paper
      component="section"
      aria-labelledby="chat-title"
      elevation={3}
      sx={{ width: 300, height: 400, display: 'flex', flexDirection: 'column', flexShrink: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="chat-title" variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1 }}>
          {t('live.chat.title')}
        </Typography>
        <IconButton size="small" aria-label={t('live.chat.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 1.5, py: 1 }}>
        {items.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {t('live.chat.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-live="polite" aria-label={t('live.chat.messages')} sx={{ m: 0, p: 0 }}>
            {items.map((item) => (
              <ChatBubble key={item.key} item={item} translate={translate} />
            ))}
          </Box>
        )}
        <div ref={end} />
      </Box>
      <ChatComposer enabled={enabled} onSend={onSend} />
    </Paper>
  );
}

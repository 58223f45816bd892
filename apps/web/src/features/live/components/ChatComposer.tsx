import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import SendIcon from '@mui/icons-material/Send';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@parley/contracts';
import { canSendChat } from '../lib/use-chat.ts';
import '../texts.ts';

const EmojiPicker = lazy(() => import('./EmojiPicker.tsx'));

/** The message box: Enter sends, Shift+Enter starts a new line; empty or too long messages cannot be sent. */
export function ChatComposer({ enabled, onSend }: { enabled: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const sendable = canSendChat(text, enabled);
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX;

  const submit = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ p: 1, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
      <IconButton aria-label={t('live.chat.emoji')} disabled={!enabled} onClick={(event) => setEmojiAnchor(event.currentTarget)}>
        <EmojiEmotionsOutlinedIcon />
      </IconButton>
      <TextField
        size="small"
        fullWidth
        multiline
        maxRows={3}
        label={t('live.chat.label')}
        value={text}
        disabled={!enabled}
        error={tooLong}
        helperText={!enabled ? t('live.chat.disabled') : tooLong ? t('live.chat.tooLong', { max: CHAT_MESSAGE_MAX }) : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <IconButton aria-label={t('live.chat.send')} color="primary" disabled={!sendable} onClick={submit}>
        <SendIcon />
      </IconButton>
      <Popover
        open={emojiAnchor !== null}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label={t('app.loading')} />}>
          <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />
        </Suspense>
      </Popover>
    </Stack>
  );
}

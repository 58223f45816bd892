import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import type { ChatItem } from '../lib/chat-items.ts';
import '../texts.ts';

type Translated = { text: string; source: string };

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/**
 * One chat message. Text is rendered as text (React escapes it): chat never shows HTML. A received message offers
 * "Translate" when the room has a translation service; the translation shows under the original.
 */
export function ChatBubble({ item, translate }: { item: ChatItem; translate?: (messageId: string) => Promise<Translated> }) {
  const { t } = useTranslation();
  const sent = item.direction === 'SENT';
  const [translation, setTranslation] = useState<Translated | 'loading' | null>(null);
  const messageId = item.messageId;
  const onTranslate =
    translate && messageId && !sent
      ? () => {
          setTranslation('loading');
          translate(messageId).then(setTranslation, (err: unknown) => {
            setTranslation(null);
            showToast(failureText(err), 'error');
          });
        }
      : undefined;
  return (
    <Box
      component="li"
      data-direction={item.direction}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: sent ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      {!sent && (
        <Typography variant="caption" color="text.secondary">
          {item.author}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', maxWidth: '85%' }}>
        <Typography
          variant="body2"
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 3,
            bgcolor: sent ? 'primary.main' : 'action.hover',
            color: sent ? 'primary.contrastText' : 'text.primary',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {item.text}
        </Typography>
        {item.status === 'loading' && <CircularProgress size={14} aria-label={t('live.chat.sending')} />}
        {item.status === 'success' && <CheckIcon fontSize="small" color="success" titleAccess={t('live.chat.sent')} />}
        {item.status === 'error' && <ErrorOutlineIcon fontSize="small" color="error" titleAccess={t('live.chat.failed')} />}
      </Stack>
      {item.status === 'error' && (
        <Typography variant="caption" color="error" role="alert">
          {t('live.chat.failed')}
        </Typography>
      )}
      {translation && translation !== 'loading' && (
        <Box sx={{ maxWidth: '85%', px: 1.5, pt: 0.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {translation.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('live.chat.translatedFrom', { language: languageName(translation.source) })}
          </Typography>
        </Box>
      )}
      {onTranslate && !(translation && translation !== 'loading') && (
        <Button
          size="small"
          sx={{ minWidth: 0, px: 0.5, py: 0, textTransform: 'none' }}
          disabled={translation === 'loading'}
          aria-label={t('live.chat.translateLabel', { author: item.author })}
          onClick={onTranslate}
        >
          {translation === 'loading' ? t('live.chat.translating') : t('live.chat.translate')}
        </Button>
      )}
    </Box>
  );
}

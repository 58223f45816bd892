import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../lib/chat-items.ts';

/** One chat message. Text is rendered as text (React escapes it): chat never shows HTML. */
export function ChatBubble({ item }: { item: ChatItem }) {
  const { t } = useTranslation();
  const sent = item.direction === 'SENT';
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
    </Box>
  );
}

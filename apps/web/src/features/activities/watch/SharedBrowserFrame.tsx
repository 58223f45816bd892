import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SharedBrowser } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { closeSharedBrowser } from '../api/watch.ts';
import { STAGE_MAX_WIDTH } from './stage.ts';
import '../texts.ts';

/** The room's shared cloud browser (Hyperbeam): everyone sees the same page and may use it; a host may close it. */
export function SharedBrowserFrame({ eventId, browser, isHost }: { eventId: string; browser: SharedBrowser; isHost: boolean }) {
  const { t } = useTranslation();
  const close = useMutation({
    mutationFn: () => closeSharedBrowser(eventId, browser.session_id),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <Box sx={{ maxWidth: STAGE_MAX_WIDTH, width: 1, alignSelf: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('activities.watch.browserHint')}
      </Typography>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
        <Box
          component="iframe"
          key={browser.session_id}
          src={browser.embed_url}
          title={t('activities.watch.browser')}
          allow="autoplay; fullscreen; clipboard-read; clipboard-write"
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1, border: 0 }}
        />
      </Box>
      {isHost && (
        <Button sx={{ mt: 1 }} variant="outlined" color="error" loading={close.isPending} onClick={() => close.mutate()}>
          {t('activities.watch.closeBrowser')}
        </Button>
      )}
    </Box>
  );
}

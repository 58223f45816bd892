import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiveHintCorrection } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** One correction as it appears while recording: the wrong words, the better sentence, and why. */
export function HintCorrection({ correction }: { correction: LiveHintCorrection }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }} data-testid="live-hint">
      <Typography>
        {t('recordings.hints.youSaid')}{' '}
        <Box component="s" sx={{ color: 'error.main', fontWeight: 600 }}>
          {correction.said}
        </Box>
      </Typography>
      <Typography>
        {t('recordings.hints.better')} <strong>{correction.corrected_sentence}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {correction.explanation}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { correctionsOf, heardTail, type LiveHintsState } from '../lib/live-hints.ts';
import { HintCorrection } from './HintCorrection.tsx';
import '../texts.ts';

/**
 * "Live hints" under the recorder: grammar corrections in what was just said, newest first, in a polite live region
 * that is always there (a region added with its first content is often not read out), and the words heard so far in
 * lighter text, which is not read out at every slice. Hidden in exam mode by its parent.
 */
export function LiveHintsPanel({ hints }: { hints: LiveHintsState }) {
  const { t } = useTranslation();
  const corrections = correctionsOf(hints);
  const heard = heardTail(hints);
  const { latest } = hints;
  const note = latest?.status === 'SKIPPED' && latest.reason !== 'EXAM_MODE' ? latest.reason : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="live-hints-title" sx={{ p: 2, borderRadius: 2 }}>
      <Typography id="live-hints-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('recordings.hints.title')}
      </Typography>
      {heard && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', mb: 1 }} data-testid="live-hints-heard">
          {t('recordings.hints.heard', { words: heard })}
        </Typography>
      )}
      <Box
        role="log"
        aria-live="polite"
        aria-label={t('recordings.hints.corrections')}
        // Focusable, so a keyboard can scroll a long list.
        tabIndex={0}
        sx={{
          maxHeight: 280,
          overflowY: 'auto',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {corrections.length === 0 ? (
          <Typography color="text.secondary">{t('recordings.hints.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {corrections.map((correction) => (
              <HintCorrection key={correction.id} correction={correction} />
            ))}
          </Box>
        )}
      </Box>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t(`recordings.hints.note.${note}`)}
        </Typography>
      )}
    </Paper>
  );
}

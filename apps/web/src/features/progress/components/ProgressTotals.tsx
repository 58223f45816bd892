import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProgressTotals as Totals } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/intl-formats.ts';
import '../texts.ts';

const FIGURES = [
  ['sessions', 'sessions'],
  ['minutes_spoken', 'minutesSpoken'],
  ['recordings', 'recordings'],
  ['words_collected', 'wordsCollected'],
  ['words_learned', 'wordsLearned'],
] as const;

/** The learner's totals as a row of figures, a description list for readers. */
export function ProgressTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language, {});
  return (
    <Box component="section" aria-label={t('progress.totals.label')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, m: 0 }}>
        {FIGURES.map(([key, label]) => (
          <Paper key={key} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" color="text.secondary">
              {t(`progress.totals.${label}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 700 }}>
              {format.format(totals[key])}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

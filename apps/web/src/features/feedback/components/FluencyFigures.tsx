import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Fluency } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import '../texts.ts';

/** Words per minute, speaking time, long pauses and fillers: how the speech flowed. */
export function FluencyFigures({ fluency }: { fluency: Fluency }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('feedback.fluency.wpm'), value: String(Math.round(fluency.words_per_minute)) },
    { label: t('feedback.fluency.speaking'), value: formatMmSs(fluency.speaking_seconds) },
    { label: t('feedback.fluency.pauses'), value: String(fluency.pauses.length) },
    { label: t('feedback.fluency.fillers'), value: fluency.fillers_per_minute.toFixed(1) },
  ];
  return (
    <Box component="section" aria-labelledby="fluency-title">
      <Typography id="fluency-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('feedback.fluency.title')}
      </Typography>
      <Stack component="dl" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
        {figures.map((f) => (
          <Paper key={f.label} variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 140, borderRadius: 3 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {f.value}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

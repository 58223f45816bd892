import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PracticeResult } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import '../texts.ts';

/** Each practice workshop's sessions and questions (and how many the learner's organisation wrote). */
export function PracticeResults({ practice }: { practice: readonly PracticeResult[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="practice-results">
      <Typography id="practice-results" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('progress.practice.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {practice.map((p) => (
          <Paper key={p.workshop} variant="outlined" sx={{ p: 2, flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`progress.practice.${p.workshop}`)}</Typography>
            {p.sessions === 0 ? (
              <Typography color="text.secondary">{t('progress.practice.never')}</Typography>
            ) : (
              <Typography color="text.secondary">
                {[
                  t('progress.practice.sessions', { count: p.sessions }),
                  t('progress.practice.questions', { count: p.questions }),
                  ...(p.team_questions > 0 ? [t('progress.practice.team', { count: p.team_questions })] : []),
                  ...(p.last_practised_at ? [t('progress.practice.last', { date: dayMonth(p.last_practised_at) })] : []),
                ].join(' · ')}
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

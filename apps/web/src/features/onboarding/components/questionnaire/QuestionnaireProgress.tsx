import Box from '@mui/material/Box';
import { QUESTIONNAIRE_PROGRESS_SEGMENTS } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { filledSegments } from '../../lib/questionnaire.ts';
import '../../texts.ts';

/** The questionnaire's segmented progress bar. */
export function QuestionnaireProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const filled = filledSegments(step);
  return (
    <Box
      role="progressbar"
      aria-label={t('onboardingDialogs.goals.progress')}
      aria-valuemin={0}
      aria-valuemax={QUESTIONNAIRE_PROGRESS_SEGMENTS}
      aria-valuenow={filled}
      sx={{ display: 'flex', gap: 1, mb: 2 }}
    >
      {Array.from({ length: QUESTIONNAIRE_PROGRESS_SEGMENTS }, (_, i) => (
        <Box
          key={i}
          data-filled={i < filled}
          sx={{ flex: 1, height: 6, borderRadius: 999, bgcolor: i < filled ? 'primary.main' : 'action.disabledBackground' }}
        />
      ))}
    </Box>
  );
}
